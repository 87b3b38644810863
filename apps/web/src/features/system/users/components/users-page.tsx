import { PlusOutlined, HistoryOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { TemporaryPassword, UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type ListState } from '../../../../components/back-office';
import { TemporaryPasswordModal } from '../../../../components/back-office/temporary-password-modal';
import { Can } from '../../../../components/permission/can';
import { useFeedback } from '../../../../lib/feedback';
import { useSessionStore } from '../../../../stores/session-store';
import {
  exportUsers,
  organisationOptionsQuery,
  refreshUsers,
  resetUserPassword,
  roleOptionsQuery,
  setUserStatus,
  unlockUser,
  userPageQuery,
} from '../api/users';
import { OperationLogDrawer } from './operation-log-drawer';
import { USER_COLUMNS, userFilters } from './user-columns';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserFormModal } from './user-form-modal';
import { userRowActions } from './user-row-actions';

/** What the temporary-password modal shows, and why. */
type Shown = { result: TemporaryPassword; reason: 'created' | 'reset' };

const pageBody = (state: ListState) => ({
  ...state.filters,
  current: state.current,
  size: state.size,
  ...(state.sort ? { sort: state.sort } : {}),
  ...(state.order ? { order: state.order } : {}),
});

/** 用户管理: search, add and edit users, reset passwords, disable and unlock accounts. */
export function UsersPage() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const selfId = useSessionStore((state) => state.uId);
  const [editing, setEditing] = useState<UserAdminRow | 'new'>();
  const [viewing, setViewing] = useState<UserAdminRow>();
  const [shown, setShown] = useState<Shown>();
  const [logOpen, setLogOpen] = useState(false);
  const organisations = useQuery(organisationOptionsQuery());
  const roles = useQuery(roleOptionsQuery());

  const refresh = () => refreshUsers(queryClient);
  const rowActions = userRowActions({
    selfId,
    view: setViewing,
    edit: setEditing,
    resetPassword: async (user) => {
      setShown({ result: await resetUserPassword(user.id), reason: 'reset' });
      await refresh();
    },
    setStatus: async (user, status) => {
      await setUserStatus(user.id, status);
      void message.success(status === 'disabled' ? '用户已停用' : '用户已启用');
      await refresh();
    },
    unlock: async (user) => {
      await unlockUser(user.id);
      void message.success('已解除登录锁定');
    },
  });

  return (
    <>
      <ListPage<UserAdminRow>
        title="用户管理"
        filters={userFilters(
          (organisations.data ?? []).map((org) => ({ label: org.name, value: org.id })),
          (roles.data ?? []).map((role) => ({ label: role.name, value: role.id })),
        )}
        defaults={{ sort: 'createdAt', order: 'desc' }}
        query={(state) => userPageQuery(pageBody(state))}
        rowKey="id"
        columns={USER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={260}
        toolbar={(state) => (
          <UsersToolbar state={state} onAdd={() => setEditing('new')} onShowLog={() => setLogOpen(true)} />
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

function UsersToolbar({
  state,
  onAdd,
  onShowLog,
}: {
  state: ListState;
  onAdd: () => void;
  onShowLog: () => void;
}) {
  return (
    <>
      <Can code={PERMISSIONS.userAdd.code}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增用户
        </Button>
      </Can>
      <Can code={PERMISSIONS.userExport.code}>
        <ExportButton fileName="用户列表.xlsx" download={() => exportUsers(state.filters)} />
      </Can>
      <Can code={PERMISSIONS.operationLogView.code}>
        <Button icon={<HistoryOutlined />} onClick={onShowLog}>
          操作日志
        </Button>
      </Can>
    </>
  );
}
