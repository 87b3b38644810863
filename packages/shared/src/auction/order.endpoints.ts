import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  orderBalancePayBodySchema,
  orderDifferenceSettleBodySchema,
  orderWeighBodySchema,
} from './order-weighing.schemas';
import {
  buyerOrderListResponseSchema,
  buyerOrderResponseSchema,
  orderIdParamsSchema,
  orderListBodySchema,
  orderListResponseSchema,
  orderPayBodySchema,
  orderPaymentAuditBodySchema,
  orderPickupBodySchema,
  orderPickupOverdueBodySchema,
  orderResponseSchema,
  orderSellerOptionsResponseSchema,
  orderSettleBodySchema,
  platformOrderListBodySchema,
  reviewedAccountsResponseSchema,
  settlementAccountBodySchema,
} from './order.schemas';

export const orderEndpoints = defineEndpoints('订单', {
  myOrders: {
    access: PERMISSIONS.myOrderView,
    summary: '我的订单（竞得的标的，含成交确认书与付款期限）',
    body: orderListBodySchema,
    response: buyerOrderListResponseSchema,
  },
  myOrdersExport: {
    access: PERMISSIONS.myOrderExport,
    summary: '按当前查询条件导出我的订单（.xlsx，边查边写）',
    body: orderListBodySchema,
  },
  myOrderGet: {
    access: PERMISSIONS.myOrderView,
    summary: '我的订单详情：成交确认书、应付货款与收款账户、付款期限，付款确认后的提货单',
    params: orderIdParamsSchema,
    response: buyerOrderResponseSchema,
  },
  orderGet: {
    access: 'authenticated',
    summary: '订单详情（委托方或审核员可查看；买受人看“我的订单详情”）',
    params: orderIdParamsSchema,
    response: orderResponseSchema,
  },
  orderPay: {
    changesReviewQueue: true,
    access: PERMISSIONS.orderPay,
    summary: '支付货款（上传转账凭证，待平台或委托方确认）',
    body: orderPayBodySchema,
    response: buyerOrderResponseSchema,
  },
  sellerOrders: {
    access: PERMISSIONS.orderManageView,
    summary: '订单管理：当前委托方的成交订单（按状态、关键字、成交日期筛选）',
    body: orderListBodySchema,
    response: orderListResponseSchema,
  },
  sellerOrdersExport: {
    access: PERMISSIONS.orderManageExport,
    summary: '按当前查询条件导出订单管理的订单（.xlsx，边查边写）',
    body: orderListBodySchema,
  },
  orderPickup: {
    access: PERMISSIONS.orderManagePickup,
    summary: '确认提货：买受人已付款并提走货物，记录提货日期与过磅数量，订单完成',
    params: orderIdParamsSchema,
    body: orderPickupBodySchema,
    response: orderResponseSchema,
  },
  orderPickupOverdue: {
    access: PERMISSIONS.orderManagePickup,
    summary: '记录逾期未提：提货截止日已过而买受人未提货，委托方记录处理说明（买受人可见）',
    params: orderIdParamsSchema,
    body: orderPickupOverdueBodySchema,
    response: orderResponseSchema,
  },
  orderWeigh: {
    access: PERMISSIONS.orderManageWeigh,
    summary:
      '过磅：按单价成交的订单在提货时录入过磅数量（可附磅单），按实际数量重算货款、佣金与差额（多退少补）并重新出具单据',
    params: orderIdParamsSchema,
    body: orderWeighBodySchema,
    response: orderResponseSchema,
  },
  platformOrderWeigh: {
    access: PERMISSIONS.bidOrderWeigh,
    summary: '平台代录过磅：为本平台任一委托方按单价成交的订单录入过磅数量',
    params: orderIdParamsSchema,
    body: orderWeighBodySchema,
    response: orderResponseSchema,
  },
  myOrderWeighingConfirm: {
    access: PERMISSIONS.orderWeighingConfirm,
    summary: '确认过磅结果：过磅数量与预估数量相差超过规定比例时，买受人确认后方可结算',
    params: orderIdParamsSchema,
    response: buyerOrderResponseSchema,
  },
  myOrderBalancePay: {
    changesReviewQueue: true,
    access: PERMISSIONS.orderPay,
    summary: '补缴过磅差额（少补）：转入平台账户后上传转账凭证，待平台确认',
    body: orderBalancePayBodySchema,
    response: buyerOrderResponseSchema,
  },
  platformOrderDifferenceSettle: {
    changesReviewQueue: true,
    access: PERMISSIONS.bidOrderPaymentAudit,
    summary: '过磅差额结清：确认已收到买受人补缴的差额（少补），或已向买受人退还多付的货款（多退）',
    body: orderDifferenceSettleBodySchema,
    response: orderResponseSchema,
  },
  orderSettlementAccount: {
    access: PERMISSIONS.orderManageBankEdit,
    summary: '选择本订单的收款账户（结算前）：只能是本企业已审核的账户',
    body: settlementAccountBodySchema,
    response: orderResponseSchema,
  },
  orderSettlementAccountOptions: {
    access: PERMISSIONS.orderManageBankEdit,
    summary: '本订单可选的收款账户：委托方企业已审核、仍在使用的账户',
    params: orderIdParamsSchema,
    response: reviewedAccountsResponseSchema,
  },
  platformOrders: {
    access: PERMISSIONS.bidOrderView,
    summary: '竞价订单管理：全平台的成交订单（按状态、结算状态、委托方、关键字、成交日期筛选）',
    body: platformOrderListBodySchema,
    response: orderListResponseSchema,
  },
  platformOrdersExport: {
    access: PERMISSIONS.bidOrderExport,
    summary: '按当前查询条件导出竞价订单（.xlsx，边查边写）',
    body: platformOrderListBodySchema,
  },
  platformOrderSellers: {
    access: PERMISSIONS.bidOrderView,
    summary: '有成交订单的委托方（竞价订单管理的委托方筛选项）',
    response: orderSellerOptionsResponseSchema,
  },
  platformOrderPaymentAudit: {
    changesReviewQueue: true,
    access: PERMISSIONS.bidOrderPaymentAudit,
    summary: '平台审核货款：确认任一委托方订单的货款到账，或驳回并说明原因',
    body: orderPaymentAuditBodySchema,
    response: orderResponseSchema,
  },
  orderSettle: {
    changesReviewQueue: true,
    access: PERMISSIONS.bidOrderSettle,
    summary: '结算：货款确认后，平台把成交价扣除佣金后的金额转给委托方，记录转账流水号与凭证',
    body: orderSettleBodySchema,
    response: orderResponseSchema,
  },
});
