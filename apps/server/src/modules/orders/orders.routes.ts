import { API_PATHS } from '@lyp/shared/api/paths';
import {
  orderIdParamsSchema,
  orderListBodySchema,
  orderListResponseSchema,
  orderPayBodySchema,
  orderPaymentAuditBodySchema,
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

  app.post(
    API_PATHS.orderPay,
    {
      config: { access: PERMISSIONS.orderPay },
      schema: {
        tags,
        summary: '支付货款（上传转账凭证，待委托方确认）',
        body: orderPayBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await orders.pay(requirePrincipal(request), request.body)),
  );

  app.post(
    API_PATHS.sellerOrders,
    {
      config: { access: PERMISSIONS.bidOrderView },
      schema: {
        tags,
        summary: '竞价订单（当前委托方的成交订单）',
        body: orderListBodySchema,
        response: { 200: orderListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await orders.sellerList(requirePrincipal(request), request.body)),
  );

  app.post(
    API_PATHS.orderPaymentAudit,
    {
      config: { access: PERMISSIONS.bidOrderPaymentAudit },
      schema: {
        tags,
        summary: '审核货款（确认到账，或驳回并说明原因）',
        body: orderPaymentAuditBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await orders.auditPayment(requirePrincipal(request), request.body)),
  );
};
