import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { TemporaryPassword, UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { PlusOutlined, HistoryOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../../components/back-office';
import { TemporaryPasswordModal } from '../../../../components/back-office/temporary-password-modal';
import { Can } from '../../../../components/permission/can';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';
import { useSessionStore } from '../../../../stores/session-store';
import { OperationLogDrawer } from './operation-log-drawer';
import { USER_COLUMNS, userFilters } from './user-columns';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserFormModal } from './user-form-modal';
import { useFeedback } from '../../../../lib/feedback';

const nameOf = (user: UserAdminRow) => user.actualName ?? user.username ?? user.phone;

/** What the temporary-password modal shows, and why. */
type Shown = { result: TemporaryPassword; reason: 'created' | 'reset' };

/** 用户管理: search, add and edit users, reset passwords, disable and unlock accounts. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const selfId = useSessionStore((state) => state.uId);
  const [editing, setEditing] = useState<UserAdminRow | 'new'>();
  const [viewing, setViewing] = useState<UserAdminRow>();
  const [shown, setShown] = useState<Shown>();
  const [logOpen, setLogOpen] = useState(false);
  const organisations = useQuery(queryOptionsOf('orgOptions', {}));
  const roles = useQuery(queryOptionsOf('roleList', {}));

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeyOf('userPage') });
  const setStatus = async (user: UserAdminRow, status: 'active' | 'disabled') => {
    await call('userSetStatus', { id: user.id, status });
    void message.success(status === 'disabled' ? '用户已停用' : '用户已启用');
    await refresh();
  };

  const rowActions: RowAction<UserAdminRow>[] = [
    { key: 'detail', label: '详情', code: PERMISSIONS.userView.code, onClick: setViewing },
    { key: 'edit', label: '编辑', code: PERMISSIONS.userEdit.code, onClick: setEditing },
    {
      key: 'reset',
      label: '重置密码',
      code: PERMISSIONS.userResetPassword.code,
      confirm: (user) => ({
        title: `确定重置用户“${nameOf(user)}”的密码吗？`,
        content: '将生成一个临时密码，该用户原有的登录立即失效，下次登录时须修改密码。',
      }),
      onClick: async (user) => {
        setShown({ result: await call('userResetPassword', { id: user.id }), reason: 'reset' });
        await refresh();
      },
    },
    {
      key: 'disable',
      label: '停用',
      code: PERMISSIONS.userStatus.code,
      danger: true,
      hidden: (user) => user.status === 'disabled',
      // The server refuses it too: an administrator who disables themselves locks everyone out.
      disabled: (user) => user.id === selfId,
      confirm: (user) => ({
        title: `确定停用用户“${nameOf(user)}”吗？`,
        content: '停用后该用户立即退出登录，且不能再登录，直到重新启用。',
      }),
      onClick: (user) => setStatus(user, 'disabled'),
    },
    {
      key: 'enable',
      label: '启用',
      code: PERMISSIONS.userStatus.code,
      hidden: (user) => user.status === 'active',
      onClick: (user) => setStatus(user, 'active'),
    },
    {
      key: 'unlock',
      label: '解锁',
      code: PERMISSIONS.userUnlock.code,
      confirm: (user) => ({
        title: `确定解除用户“${nameOf(user)}”的登录锁定吗？`,
        content: '多次输错密码而被暂时禁止登录的账号，解锁后可立即重新登录。',
      }),
      onClick: async (user) => {
        await call('userUnlock', { id: user.id });
        void message.success('已解除登录锁定');
      },
    },
  ];

  return (
    <>
      <ListPage<UserAdminRow>
        title="用户管理"
        filters={userFilters(
          (organisations.data ?? []).map((org) => ({ label: org.name, value: org.id })),
          (roles.data ?? []).map((role) => ({ label: role.name, value: role.id })),
        )}
        defaults={{ sort: 'createdAt', order: 'desc' }}
        query={(state) =>
          queryOptionsOf('userPage', {
            ...state.filters,
            current: state.current,
            size: state.size,
            ...(state.sort ? { sort: state.sort } : {}),
            ...(state.order ? { order: state.order } : {}),
          })
        }
        rowKey="id"
        columns={USER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={260}
        toolbar={(state) => (
          <>
            <Can code={PERMISSIONS.userAdd.code}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                新增用户
              </Button>
            </Can>
            <Can code={PERMISSIONS.userExport.code}>
              <ExportButton fileName="用户列表.xlsx" download={() => download('userExport', state.filters)} />
            </Can>
            <Can code={PERMISSIONS.operationLogView.code}>
              <Button icon={<HistoryOutlined />} onClick={() => setLogOpen(true)}>
                操作日志
              </Button>
            </Can>
          </>
        )}
      />
      <UserFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        onCreated={(result) => setShown({ result, reason: 'created' })}
      />
      <TemporaryPasswordModal
        shown={shown?.result}
        title={shown?.reason === 'reset' ? '密码已重置' : '用户已新增'}
        {...(shown?.reason === 'reset' ? { note: '该用户原有的登录已全部失效。' } : {})}
        onClose={() => setShown(undefined)}
      />
      <UserDetailDrawer user={viewing} onClose={() => setViewing(undefined)} />
      <OperationLogDrawer open={logOpen} onClose={() => setLogOpen(false)} />
    </>
  );
}
