import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Role, RoleSortField } from '@lyp/shared/system/role-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type FilterField, type ListState } from '../../../../components/back-office';
import { Can } from '../../../../components/permission/can';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';
import type { RoleManageDeps } from '../role-manage-deps';
import { RoleFormModal } from './role-form-modal';
import { RoleResourceDrawer } from './role-resource-drawer';
import { useFeedback } from '../../../../lib/feedback';

const FILTERS: FilterField[] = [
  { name: 'name', label: '角色名称', kind: 'text' },
  { name: 'code', label: '角色编码', kind: 'text' },
];

const SORT_FIELDS: readonly string[] = ['sort', 'name', 'code', 'createdAt'] satisfies RoleSortField[];

/** The list's filters and sort from its URL state; an unknown sort in a hand-edited URL is dropped. */
function filtersOf(state: ListState) {
  const sort = state.sort && SORT_FIELDS.includes(state.sort) ? (state.sort as RoleSortField) : undefined;
  return {
    ...(state.filters.name ? { name: state.filters.name } : {}),
    ...(state.filters.code ? { code: state.filters.code } : {}),
    ...(sort ? { sort, ...(state.order ? { order: state.order } : {}) } : {}),
  };
}

/** The rolePage body: the filters and sort, and the page. */
const pageBody = (state: ListState) => ({ current: state.current, size: state.size, ...filtersOf(state) });

/**
 * 角色管理 with roleForm and RoleResource. `reloadProfile` comes from app/: after a grant the
 * caller's own side menu and buttons are fetched again, in case the role was their own.
 */
export function createRoleManagePage({ reloadProfile }: RoleManageDeps) {
  return function RoleManagePage() {
    const queryClient = useQueryClient();
    const { message } = useFeedback();
    const [editing, setEditing] = useState<Role | 'new'>();
    const [granting, setGranting] = useState<Role>();

    const remove = async (role: Role) => {
      await call('roleRemove', { id: role.id });
      void message.success('角色已删除');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf('rolePage') }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf('roleList') }),
      ]);
    };

    return (
      <Card>
        <ListPage<Role>
          title="角色管理"
          filters={FILTERS}
          query={(state) => queryOptionsOf('rolePage', pageBody(state))}
          rowKey="id"
          columns={[
            {
              title: '角色名称',
              dataIndex: 'name',
              sorter: true,
              render: (name: string, role) => (
                <>
                  {name} {role.isBuiltIn && <Tag>内置</Tag>}
                </>
              ),
            },
            { title: '角色编码', dataIndex: 'code', sorter: true },
            { title: '描述', dataIndex: 'description', render: (text: string | null) => text ?? '—' },
            { title: '排序', dataIndex: 'sort', sorter: true },
            { title: '用户数', dataIndex: 'userCount' },
            {
              title: '创建时间',
              dataIndex: 'createdAt',
              sorter: true,
              render: (at: string) => formatTimestamp(new Date(at)),
            },
          ]}
          toolbar={(state) => (
            <>
              <Can code={PERMISSIONS.roleExport.code}>
                <ExportButton
                  fileName="角色管理.xlsx"
                  download={() => download('roleExport', filtersOf(state))}
                />
              </Can>
              <Can code={PERMISSIONS.roleAdd.code}>
                <Button type="primary" onClick={() => setEditing('new')}>
                  新增角色
                </Button>
              </Can>
            </>
          )}
          rowActions={[
            {
              key: 'edit',
              label: '编辑',
              code: PERMISSIONS.roleEdit.code,
              onClick: (role) => setEditing(role),
            },
            {
              key: 'grant',
              label: '分配权限',
              code: PERMISSIONS.roleGrant.code,
              onClick: (role) => setGranting(role),
            },
            {
              key: 'remove',
              label: '删除',
              code: PERMISSIONS.roleRemove.code,
              danger: true,
              hidden: (role) => role.isBuiltIn,
              confirm: (role) => ({
                title: `确定删除角色“${role.name}”吗？`,
                content:
                  role.userCount > 0 ? `仍有 ${role.userCount} 个用户拥有该角色，需先取消分配。` : undefined,
              }),
              onClick: remove,
            },
          ]}
        />
        <RoleFormModal target={editing} onClose={() => setEditing(undefined)} />
        <RoleResourceDrawer role={granting} onClose={() => setGranting(undefined)} onSaved={reloadProfile} />
      </Card>
    );
  };
}
