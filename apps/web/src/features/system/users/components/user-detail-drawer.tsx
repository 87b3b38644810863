import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { Can } from '../../../../components/permission/can';
import { DetailDrawer, DictTag } from '../../../../components/back-office';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { userQuery } from '../api/users';
import { USER_STATUS_COLORS, USER_STATUS_OPTIONS } from '../user-status';
import { OperationLogTable } from './operation-log-table';

/** One user's details, read afresh, with the latest changes made to their account. */
export function UserDetailDrawer({ user, onClose }: { user: UserAdminRow | undefined; onClose: () => void }) {
  const { data = user, isFetching } = useQuery({
    ...userQuery(user?.id ?? 0),
    enabled: user !== undefined,
  });
  return (
    <DetailDrawer
      title="用户详情"
      open={user !== undefined}
      onClose={onClose}
      loading={isFetching && data === undefined}
      items={
        data
          ? [
              { label: '用户名', children: data.username },
              { label: '姓名', children: data.actualName },
              { label: '手机号', children: data.phone },
              {
                label: '所属组织',
                children: data.organisations.map((org) => (
                  <Tag key={org.id} color={org.isDefault ? 'blue' : undefined}>
                    {org.name}
                    {org.isDefault ? '（默认）' : ''}
                  </Tag>
                )),
              },
              { label: '角色', children: data.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) },
              {
                label: '状态',
                children: (
                  <DictTag options={USER_STATUS_OPTIONS} value={data.status} colors={USER_STATUS_COLORS} />
                ),
              },
              { label: '须修改密码', children: data.mustChangePassword ? '是（管理员已重置密码）' : '否' },
              { label: '创建时间', children: formatTimestamp(new Date(data.createdAt)) },
              { label: '更新时间', children: formatTimestamp(new Date(data.updatedAt)) },
            ]
          : []
      }
    >
      {data && (
        <Can code={PERMISSIONS.operationLogView.code}>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            最近操作记录
          </Typography.Title>
          <OperationLogTable targetType="user" targetId={String(data.id)} pageSize={5} />
        </Can>
      )}
    </DetailDrawer>
  );
}
