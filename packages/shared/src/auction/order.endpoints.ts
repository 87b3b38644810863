import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  orderIdParamsSchema,
  orderListBodySchema,
  orderListResponseSchema,
  orderPayBodySchema,
  orderPaymentAuditBodySchema,
  orderResponseSchema,
} from './order.schemas';

export const orderEndpoints = defineEndpoints('订单', {
  myOrders: {
    access: PERMISSIONS.myOrderView,
    summary: '我的订单（竞得的标的，含成交确认书与付款期限）',
    body: orderListBodySchema,
    response: orderListResponseSchema,
  },
  orderGet: {
    access: 'authenticated',
    summary: '订单详情（买受人、委托方或审核员可查看）',
    params: orderIdParamsSchema,
    response: orderResponseSchema,
  },
  orderPay: {
    access: PERMISSIONS.orderPay,
    summary: '支付货款（上传转账凭证，待委托方确认）',
    body: orderPayBodySchema,
    response: orderResponseSchema,
  },
  sellerOrders: {
    access: PERMISSIONS.bidOrderView,
    summary: '竞价订单（当前委托方的成交订单）',
    body: orderListBodySchema,
    response: orderListResponseSchema,
  },
  orderPaymentAudit: {
    access: PERMISSIONS.bidOrderPaymentAudit,
    summary: '审核货款（确认到账，或驳回并说明原因）',
    body: orderPaymentAuditBodySchema,
    response: orderResponseSchema,
  },
});
