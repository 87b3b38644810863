import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  orgOptionsBodySchema,
  orgOptionsResponseSchema,
  userAddBodySchema,
  userAddResponseSchema,
  userEditBodySchema,
  userEditResponseSchema,
  userFilterSchema,
  userIdParamsSchema,
  userPageBodySchema,
  userPageResponseSchema,
  userResetPasswordResponseSchema,
  userResponseSchema,
  userSetStatusBodySchema,
  userSetStatusResponseSchema,
  userUnlockResponseSchema,
} from './user-admin.schemas';

export const userAdminEndpoints = defineEndpoints('用户管理', {
  userPage: {
    access: PERMISSIONS.userView,
    summary: '用户分页列表（按用户名/姓名、手机号、组织、角色、状态查询，可排序）',
    body: userPageBodySchema,
    response: userPageResponseSchema,
  },
  userGet: {
    access: PERMISSIONS.userView,
    summary: '用户详情（组织与角色）',
    params: userIdParamsSchema,
    response: userResponseSchema,
  },
  userAdd: {
    access: PERMISSIONS.userAdd,
    summary: '新增用户：答复一次性的临时密码，用户首次登录须修改',
    body: userAddBodySchema,
    response: userAddResponseSchema,
  },
  userEdit: {
    access: PERMISSIONS.userEdit,
    summary: '编辑用户（用户名、姓名、手机号、所属组织与默认组织、角色）',
    body: userEditBodySchema,
    response: userEditResponseSchema,
  },
  userResetPassword: {
    access: PERMISSIONS.userResetPassword,
    summary: '重置密码：生成临时密码（仅本次答复），用户须在下次登录时修改；其登录全部失效',
    params: userIdParamsSchema,
    response: userResetPasswordResponseSchema,
  },
  userSetStatus: {
    access: PERMISSIONS.userStatus,
    summary: '启用或停用用户；停用立即使其登录失效（不能停用自己）',
    body: userSetStatusBodySchema,
    response: userSetStatusResponseSchema,
  },
  userUnlock: {
    access: PERMISSIONS.userUnlock,
    summary: '解除登录锁定：清除该账号因多次登录失败而受的限制',
    params: userIdParamsSchema,
    response: userUnlockResponseSchema,
  },
  userExport: {
    access: PERMISSIONS.userExport,
    summary: '按当前查询条件导出用户（.xlsx）',
    body: userFilterSchema,
  },
  orgOptions: {
    access: PERMISSIONS.userView,
    summary: '本租户的组织（用户表单的下拉选项，可按名称搜索）',
    body: orgOptionsBodySchema,
    response: orgOptionsResponseSchema,
  },
});
