import { okEnvelope } from '@lyp/shared/api/envelope';
import { API_PATHS } from '@lyp/shared/api/paths';
import {
  bulletinAddBodySchema,
  bulletinEditBodySchema,
  bulletinIdParamsSchema,
  bulletinListBodySchema,
  bulletinListResponseSchema,
  bulletinResponseSchema,
  commissionEditBodySchema,
  lotIdBodySchema,
  lotViewingAddBodySchema,
  lotViewingEditBodySchema,
  lotViewingListResponseSchema,
  lotViewingResponseSchema,
  specifiedBiddersResponseSchema,
  specifiedBiddersSaveBodySchema,
} from '@lyp/shared/auction/bulletin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { BulletinsService } from './bulletins.service';

const tags = ['竞价公告（委托方）'];

export const bulletinsRoutes: FastifyPluginAsyncZod<{ bulletins: BulletinsService }> = async (
  app,
  { bulletins },
) => {
  app.post(
    API_PATHS.bulletinList,
    {
      config: { access: PERMISSIONS.bulletinView },
      schema: {
        tags,
        summary: '本组织的竞价公告（分页）',
        body: bulletinListBodySchema,
        response: { 200: bulletinListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.list(requirePrincipal(request), request.body)),
  );

  app.get(
    API_PATHS.bulletinGet,
    {
      config: { access: PERMISSIONS.bulletinView },
      schema: {
        tags,
        summary: '竞价公告详情（含保留价）',
        params: bulletinIdParamsSchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.get(requirePrincipal(request), request.params.id)),
  );

  app.post(
    API_PATHS.bulletinAdd,
    {
      config: { access: PERMISSIONS.bulletinAdd },
      schema: {
        tags,
        summary: '新增竞价公告（草稿）与标的',
        body: bulletinAddBodySchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.add(requirePrincipal(request), request.body), '公告已保存为草稿'),
  );

  app.post(
    API_PATHS.bulletinEdit,
    {
      config: { access: PERMISSIONS.bulletinEdit },
      schema: {
        tags,
        summary: '修改竞价公告（草稿、已驳回或已撤回）',
        body: bulletinEditBodySchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.edit(requirePrincipal(request), request.body), '公告已保存'),
  );

  for (const [path, access, summary, run, msg] of [
    [API_PATHS.bulletinCommit, PERMISSIONS.bulletinCommit, '提交审核', bulletins.commit, '已提交审核'],
    [
      API_PATHS.bulletinUndo,
      PERMISSIONS.bulletinUndo,
      '撤回（待审核，或已发布但未开始竞价）',
      bulletins.undo,
      '公告已撤回',
    ],
  ] as const) {
    // State changes are POST even when the id is in the path: never triggered by a prefetch.
    app.post(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary,
          params: bulletinIdParamsSchema,
          response: { 200: bulletinResponseSchema, ...errorResponses },
        },
      },
      async (request) => ok(await run(requirePrincipal(request), request.params.id), msg),
    );
  }

  app.post(
    API_PATHS.bulletinDelete,
    {
      config: { access: PERMISSIONS.bulletinRemove },
      schema: {
        tags,
        summary: '删除竞价公告（草稿、已驳回或已撤回）',
        params: bulletinIdParamsSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await bulletins.remove(requirePrincipal(request), request.params.id);
      return ok(null, '公告已删除');
    },
  );

  app.post(
    API_PATHS.commissionEdit,
    {
      config: { access: PERMISSIONS.commissionEdit },
      schema: {
        tags: ['佣金'],
        summary: '设置公告的固定佣金比例（null 恢复平台阶梯佣金）',
        body: commissionEditBodySchema,
        response: { 200: bulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.setCommission(request.body), '佣金设置已保存'),
  );

  app.post(
    API_PATHS.guardGoodsList,
    {
      config: { access: PERMISSIONS.bulletinView },
      schema: {
        tags,
        summary: '标的的看货信息',
        body: lotIdBodySchema,
        response: { 200: lotViewingListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bulletins.listViewings(requirePrincipal(request), request.body.lotId)),
  );

  app.post(
    API_PATHS.guardGoodsAdd,
    {
      config: { access: PERMISSIONS.guardGoodsEdit },
      schema: {
        tags,
        summary: '新增看货信息',
        body: lotViewingAddBodySchema,
        response: { 200: lotViewingResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulletins.addViewing(requirePrincipal(request), request.body), '看货信息已新增'),
  );

  app.post(
    API_PATHS.guardGoodsEdit,
    {
      config: { access: PERMISSIONS.guardGoodsEdit },
      schema: {
        tags,
        summary: '修改看货信息',
        body: lotViewingEditBodySchema,
        response: { 200: lotViewingResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulletins.editViewing(requirePrincipal(request), request.body), '看货信息已保存'),
  );

  app.post(
    API_PATHS.specifyUserSave,
    {
      config: { access: PERMISSIONS.specifyUserEdit },
      schema: {
        tags,
        summary: '设置定向竞买人（按手机号，替换原名单）',
        body: specifiedBiddersSaveBodySchema,
        response: { 200: specifiedBiddersResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulletins.saveSpecifiedBidders(requirePrincipal(request), request.body), '定向竞买人已保存'),
  );

  app.post(
    API_PATHS.specifyUserList,
    {
      config: { access: PERMISSIONS.bulletinView },
      schema: {
        tags,
        summary: '定向竞买人名单',
        body: lotIdBodySchema,
        response: { 200: specifiedBiddersResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await bulletins.listSpecifiedBidders(requirePrincipal(request), request.body.lotId)),
  );
};
