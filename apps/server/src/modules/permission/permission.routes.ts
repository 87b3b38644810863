import { API_PATHS } from '@lyp/shared/api/paths';
import {
  menuCollectBodySchema,
  menuHistoryBodySchema,
  menuShortcutsResponseSchema,
  permissionListBodySchema,
  permissionListResponseSchema,
} from '@lyp/shared/permission/permission.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { PermissionService } from './permission.service';

export const permissionRoutes: FastifyPluginAsyncZod<{ permissions: PermissionService }> = async (
  app,
  { permissions },
) => {
  app.post(
    API_PATHS.permissionList,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['权限'],
        summary: '当前用户信息、菜单与按钮权限',
        description: '只返回调用者本人的信息；orgId 可切换到调用者所属的另一个组织。',
        body: permissionListBodySchema,
        response: { 200: permissionListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await permissions.getProfile(requirePrincipal(request), request.body)),
  );

  app.post(
    API_PATHS.menuCollect,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['权限'],
        summary: '收藏或取消收藏菜单',
        body: menuCollectBodySchema,
        response: { 200: menuShortcutsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await permissions.setFavourite(requirePrincipal(request), request.body),
        request.body.collected ? '已收藏' : '已取消收藏',
      ),
  );

  app.post(
    API_PATHS.menuHistory,
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['权限'],
        summary: '记录最近访问的菜单',
        body: menuHistoryBodySchema,
        response: { 200: menuShortcutsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await permissions.recordVisit(requirePrincipal(request), request.body)),
  );
};
