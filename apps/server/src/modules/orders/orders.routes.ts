import { API_PATHS } from '@lyp/shared/api/paths';
import {
  orderIdParamsSchema,
  orderListBodySchema,
  orderListResponseSchema,
  orderResponseSchema,
} from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { OrdersService } from './orders.service';

const tags = ['订单'];

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    API_PATHS.myOrders,
    {
      config: { access: PERMISSIONS.myOrderView },
      schema: {
        tags,
        summary: '我的订单（竞得的标的，含成交确认书与付款期限）',
        body: orderListBodySchema,
        response: { 200: orderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await orders.myList(requirePrincipal(request), request.body)),
  );

  app.get(
    API_PATHS.orderGet,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '订单详情（买受人、委托方或审核员可查看）',
        params: orderIdParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await orders.get(requirePrincipal(request), request.params.id)),
  );
};
