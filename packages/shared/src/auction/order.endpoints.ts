import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  orderIdParamsSchema,
  orderListBodySchema,
  orderListResponseSchema,
  orderPayBodySchema,
  orderPaymentAuditBodySchema,
  orderResponseSchema,
  settlementAccountBodySchema,
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
    access: PERMISSIONS.orderManageView,
    summary: '订单管理：当前委托方的成交订单（按状态、关键字、成交日期筛选）',
    body: orderListBodySchema,
    response: orderListResponseSchema,
  },
  orderPickup: {
    access: PERMISSIONS.orderManagePickup,
    summary: '确认提货：买受人已付款并提走货物，订单完成',
    params: orderIdParamsSchema,
    response: orderResponseSchema,
  },
  orderSettlementAccount: {
    access: PERMISSIONS.orderManageBankEdit,
    summary: '修改本订单的收款账户（结算前）',
    body: settlementAccountBodySchema,
    response: orderResponseSchema,
  },
  orderPaymentAudit: {
    access: PERMISSIONS.orderManagePaymentAudit,
    summary: '审核货款（确认到账，或驳回并说明原因）',
    body: orderPaymentAuditBodySchema,
    response: orderResponseSchema,
  },
});
