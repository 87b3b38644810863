import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  roleAddBodySchema,
  roleEditBodySchema,
  roleGrantBodySchema,
  roleGrantResponseSchema,
  roleIdParamsSchema,
  roleListBodySchema,
  roleListResponseSchema,
  roleMenusResponseSchema,
  rolePageBodySchema,
  rolePageResponseSchema,
  roleRemoveResponseSchema,
  roleResponseSchema,
} from './role-admin.schemas';

export const roleAdminEndpoints = defineEndpoints('角色管理', {
  rolePage: {
    access: PERMISSIONS.roleView,
    summary: '本租户的角色（分页，可按名称、编码搜索）',
    body: rolePageBodySchema,
    response: rolePageResponseSchema,
  },
  roleExport: {
    access: PERMISSIONS.roleExport,
    summary: '按当前查询条件导出角色（.xlsx，边查边写）',
    body: rolePageBodySchema,
  },
  roleList: {
    // The user form's role select needs it: whoever manages users may read the role names.
    access: PERMISSIONS.userView,
    summary: '本租户的全部角色（下拉选项）',
    body: roleListBodySchema.default({}),
    response: roleListResponseSchema,
  },
  roleAdd: {
    access: PERMISSIONS.roleAdd,
    summary: '新增角色',
    body: roleAddBodySchema,
    response: roleResponseSchema,
  },
  roleEdit: {
    access: PERMISSIONS.roleEdit,
    summary: '编辑角色（内置角色不能修改编码）',
    body: roleEditBodySchema,
    response: roleResponseSchema,
  },
  roleRemove: {
    access: PERMISSIONS.roleRemove,
    summary: '删除角色（内置角色或仍有用户拥有时拒绝）',
    params: roleIdParamsSchema,
    response: roleRemoveResponseSchema,
  },
  roleMenus: {
    access: PERMISSIONS.roleView,
    summary: '角色已分配的菜单与按钮编号',
    params: roleIdParamsSchema,
    response: roleMenusResponseSchema,
  },
  roleGrant: {
    access: PERMISSIONS.roleGrant,
    summary: '分配角色的菜单与按钮（整体替换，自动补上上级菜单）',
    body: roleGrantBodySchema,
    response: roleGrantResponseSchema,
  },
});
