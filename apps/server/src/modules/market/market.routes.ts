import { API_PATHS } from '@lyp/shared/api/paths';
import { lotIdParamsSchema } from '@lyp/shared/auction/deposit.schemas';
import {
  browseBodySchema,
  browseResponseSchema,
  bulletinSearchBodySchema,
  bulletinSearchResponseSchema,
  followBodySchema,
  followListBodySchema,
  followListResponseSchema,
  followStateResponseSchema,
  homeBulletinsResponseSchema,
  homeFiguresResponseSchema,
  lotDetailResponseSchema,
  lotSearchBodySchema,
  lotSearchResponseSchema,
  publicBulletinParamsSchema,
  publicBulletinResponseSchema,
} from '@lyp/shared/auction/market.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { MarketService } from './market.service';

const tags = ['竞价大厅'];

/** The public market: what anyone may read, and a signed-in user's follows. */
export const marketRoutes: FastifyPluginAsyncZod<{ market: MarketService }> = async (app, { market }) => {
  app.post(
    API_PATHS.bulletinSearch,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '更多公告：已发布的竞价公告（最新在前，可按标题或委托方搜索、分页）',
        body: bulletinSearchBodySchema,
        response: { 200: bulletinSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.searchBulletins(request.body)),
  );

  app.get(
    API_PATHS.homeBulletins,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '首页的最新竞价公告及其标的（竞价中与即将开始的在前）',
        response: { 200: homeBulletinsResponseSchema, ...errorResponses },
      },
    },
    async () => ok(await market.homeBulletins()),
  );

  app.get(
    API_PATHS.homeFigures,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '首页的平台数据（竞价中、即将开始、已成交标的数，成交金额，公告数，注册用户数）',
        response: { 200: homeFiguresResponseSchema, ...errorResponses },
      },
    },
    async () => ok(await market.homeFigures()),
  );

  app.post(
    API_PATHS.lotSearch,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '搜索标的（按状态、分类、地区、价格、关键字筛选，可排序、分页）',
        body: lotSearchBodySchema,
        response: { 200: lotSearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.search(request.body)),
  );

  app.get(
    API_PATHS.lotDetail,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '标的详情（图片、附件、看货安排、实时竞价状态、最近出价与结果；保留价只显示是否达到）',
        params: lotIdParamsSchema,
        response: { 200: lotDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.lotDetail(request.params.lotId)),
  );

  app.get(
    API_PATHS.publicBulletin,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '竞价公告详情（正文、附件与标的）',
        params: publicBulletinParamsSchema,
        response: { 200: publicBulletinResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.publicBulletin(request.params.id)),
  );

  app.post(
    API_PATHS.lotBrowse,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '记录一次浏览（同一访客 30 分钟内只计一次），返回浏览次数',
        body: browseBodySchema,
        response: { 200: browseResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = request.principal ? { userId: request.principal.userId } : { ip: request.ip };
      return ok(await market.browse(request.body.lotId, viewer));
    },
  );

  app.post(
    API_PATHS.lotSubscribe,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '关注标的（可选择开拍前提醒；已关注时更新提醒设置）',
        body: followBodySchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const state = await market.follow(requirePrincipal(request), request.body);
      return ok(state, state.remind ? '已关注，开拍前将提醒您' : '已关注');
    },
  );

  app.get(
    API_PATHS.lotSubscribeCheck,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '本人是否关注了该标的，以及是否开拍提醒',
        params: lotIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.followState(requirePrincipal(request), request.params.lotId)),
  );

  app.post(
    API_PATHS.followList,
    {
      config: { access: PERMISSIONS.myAttentionView },
      schema: {
        tags,
        summary: '我的关注（最近关注的在前）',
        body: followListBodySchema,
        response: { 200: followListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await market.followList(requirePrincipal(request), request.body)),
  );

  app.post(
    API_PATHS.followCancel,
    {
      config: { access: PERMISSIONS.myAttentionCancel },
      schema: {
        tags,
        summary: '取消关注（未关注时也视为成功）',
        params: lotIdParamsSchema,
        response: { 200: followStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { removed, state } = await market.unfollow(requirePrincipal(request), request.params.lotId);
      return ok(state, removed ? '已取消关注' : '您未关注该标的，无需取消');
    },
  );
};
