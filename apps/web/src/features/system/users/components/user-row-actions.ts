import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import type { RowAction } from '../../../../components/back-office';

const nameOf = (user: UserAdminRow) => user.actualName ?? user.username ?? user.phone;

/** 详情, 编辑, 重置密码, 停用 / 启用 and 解锁 of a user row, each behind its button code. */
export function userRowActions(handlers: {
  selfId: number | null;
  view: (user: UserAdminRow) => void;
  edit: (user: UserAdminRow) => void;
  resetPassword: (user: UserAdminRow) => Promise<void>;
  setStatus: (user: UserAdminRow, status: 'active' | 'disabled') => Promise<void>;
  unlock: (user: UserAdminRow) => Promise<void>;
}): RowAction<UserAdminRow>[] {
  return [
    { key: 'detail', label: '详情', code: PERMISSIONS.userView.code, onClick: handlers.view },
    { key: 'edit', label: '编辑', code: PERMISSIONS.userEdit.code, onClick: handlers.edit },
    {
      key: 'reset',
      label: '重置密码',
      code: PERMISSIONS.userResetPassword.code,
      confirm: (user) => ({
        title: `确定重置用户“${nameOf(user)}”的密码吗？`,
        content: '将生成一个临时密码，该用户原有的登录立即失效，下次登录时须修改密码。',
      }),
      onClick: handlers.resetPassword,
    },
    {
      key: 'disable',
      label: '停用',
      code: PERMISSIONS.userStatus.code,
      danger: true,
      hidden: (user) => user.status === 'disabled',
      // The server refuses it too: an administrator who disables themselves locks everyone out.
      disabled: (user) => user.id === handlers.selfId,
      confirm: (user) => ({
        title: `确定停用用户“${nameOf(user)}”吗？`,
        content: '停用后该用户立即退出登录，且不能再登录，直到重新启用。',
      }),
      onClick: (user) => handlers.setStatus(user, 'disabled'),
    },
    {
      key: 'enable',
      label: '启用',
      code: PERMISSIONS.userStatus.code,
      hidden: (user) => user.status === 'active',
      onClick: (user) => handlers.setStatus(user, 'active'),
    },
    {
      key: 'unlock',
      label: '解锁',
      code: PERMISSIONS.userUnlock.code,
      confirm: (user) => ({
        title: `确定解除用户“${nameOf(user)}”的登录锁定吗？`,
        content: '多次输错密码而被暂时禁止登录的账号，解锁后可立即重新登录。',
      }),
      onClick: handlers.unlock,
    },
  ];
}
