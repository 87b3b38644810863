import { API_PATHS } from '@lyp/shared/api/paths';
import {
  bidAddBodySchema,
  bidderInfoResponseSchema,
  bidListBodySchema,
  bidListResponseSchema,
  bidOneResponseSchema,
  bidResultResponseSchema,
  lotLiveStateResponseSchema,
  maxPriceBodySchema,
} from '@lyp/shared/auction/bid.schemas';
import { lotIdParamsSchema } from '@lyp/shared/auction/deposit.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { BiddingService } from './bidding.service';

const tags = ['出价'];

export const biddingRoutes: FastifyPluginAsyncZod<{ bidding: BiddingService }> = async (app, { bidding }) => {
  app.post(
    API_PATHS.bidList,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '标的的出价记录（按竞买人代号显示，新的在前）',
        body: bidListBodySchema,
        response: { 200: bidListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bidding.list(request.body)),
  );

  for (const [path, summary, read] of [
    [API_PATHS.bidNewest, '标的的最新出价', bidding.newest],
    [API_PATHS.bidHighest, '标的的最高出价', bidding.highest],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary,
          params: lotIdParamsSchema,
          response: { 200: bidOneResponseSchema, ...errorResponses },
        },
      },
      async (request) => ok(await read(request.params.lotId)),
    );
  }

  app.get(
    API_PATHS.bidLiveState,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: '标的的实时竞价状态（实时通道断开或序号不连续时据此重新同步）',
        params: lotIdParamsSchema,
        response: { 200: lotLiveStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bidding.liveState(request.params.lotId)),
  );

  app.get(
    API_PATHS.bidUserInfo,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '本人在标的上的竞价情况，以及不能出价时缺少什么',
        params: lotIdParamsSchema,
        response: { 200: bidderInfoResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await bidding.bidderInfo(requirePrincipal(request), request.params.lotId)),
  );

  app.post(
    API_PATHS.bidAdd,
    {
      config: { access: PERMISSIONS.bidPlace },
      schema: {
        tags,
        summary: '出价（须带客户端生成的出价编号，重试不会重复出价）',
        body: bidAddBodySchema,
        response: { 200: bidResultResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await bidding.place(requirePrincipal(request), request.body);
      return ok(result, result.leading ? '出价成功，您当前领先' : '出价成功，但已被他人设置的最高价超过');
    },
  );

  app.post(
    API_PATHS.bidMaxPrice,
    {
      config: { access: PERMISSIONS.bidPlace },
      schema: {
        tags,
        summary: '设置最高价（代理出价：系统按最低必要价格替您出价）',
        body: maxPriceBodySchema,
        response: { 200: bidResultResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await bidding.setMax(requirePrincipal(request), request.body);
      return ok(
        result,
        result.leading ? '最高价已设置，您当前领先' : '最高价已设置，但未超过当前领先者的最高价',
      );
    },
  );

  app.post(
    API_PATHS.bidDecrease,
    {
      config: { access: PERMISSIONS.bidPlace },
      schema: {
        tags,
        summary: '减价出价（减价竞价模式，当前标的均为增价竞价，暂不支持）',
        body: bidAddBodySchema,
        response: { 200: bidResultResponseSchema, ...errorResponses },
      },
    },
    async (request) => bidding.decrease(request.body),
  );
};
