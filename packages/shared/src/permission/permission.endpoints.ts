import { defineEndpoints } from '../api/endpoint';
import {
  menuCollectBodySchema,
  menuHistoryBodySchema,
  menuShortcutsResponseSchema,
  permissionListBodySchema,
  permissionListResponseSchema,
} from './permission.schemas';

export const permissionEndpoints = defineEndpoints('权限', {
  permissionList: {
    access: 'authenticated',
    summary: '当前用户信息、菜单与按钮权限',
    description: '只返回调用者本人的信息；orgId 可切换到调用者所属的另一个组织。',
    body: permissionListBodySchema,
    response: permissionListResponseSchema,
  },
  menuCollect: {
    access: 'authenticated',
    summary: '收藏或取消收藏菜单',
    body: menuCollectBodySchema,
    response: menuShortcutsResponseSchema,
  },
  menuHistory: {
    access: 'authenticated',
    summary: '记录最近访问的菜单',
    body: menuHistoryBodySchema,
    response: menuShortcutsResponseSchema,
  },
});
