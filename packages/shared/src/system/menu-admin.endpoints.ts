import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  menuAddBodySchema,
  menuEditBodySchema,
  menuMaintainBodySchema,
  menuMaintainResponseSchema,
  menuRemoveParamsSchema,
  menuRemoveResponseSchema,
  menuResponseSchema,
  menuTreeResponseSchema,
} from './menu-admin.schemas';

export const menuAdminEndpoints = defineEndpoints('菜单管理', {
  menuTree: {
    access: PERMISSIONS.menuView,
    summary: '全部菜单与按钮（平铺，含 parentId、排序及已分配的角色数）',
    response: menuTreeResponseSchema,
  },
  menuAdd: {
    access: PERMISSIONS.menuAdd,
    summary: '新增菜单或按钮（按钮须挂在菜单下）',
    body: menuAddBodySchema,
    response: menuResponseSchema,
  },
  menuEdit: {
    access: PERMISSIONS.menuEdit,
    summary: '编辑菜单或按钮（不能移到自身或其下级之下；系统权限编码不能修改）',
    body: menuEditBodySchema,
    response: menuResponseSchema,
  },
  menuRemove: {
    access: PERMISSIONS.menuRemove,
    summary: '删除菜单或按钮（有下级或已分配给角色时拒绝）',
    params: menuRemoveParamsSchema,
    response: menuRemoveResponseSchema,
  },
  menuMaintain: {
    access: PERMISSIONS.menuEdit,
    summary: '批量保存菜单的排序与隐藏状态',
    body: menuMaintainBodySchema,
    response: menuMaintainResponseSchema,
  },
});
