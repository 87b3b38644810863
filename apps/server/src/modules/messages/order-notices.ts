import type { DomainEvents } from '@lyp/shared/events/domain-events';
import { formatFen } from '@lyp/shared/format/currency';
import type { Notice } from './messages-deps';
import { timeKey } from './notice-keys';

/** What the buyer is told once their 单价 order was weighed: the final amount and 多退少补. */
export function weighedNotice(fact: DomainEvents['order.weighed']): Notice {
  const fen = formatFen(Math.abs(fact.differenceFen));
  const difference =
    fact.differenceFen > 0
      ? `须补缴差额 ${fen}（少补），请转入平台账户`
      : fact.differenceFen < 0
        ? `平台将退还多付的 ${fen}（多退）`
        : '与预估金额一致，无差额';
  const confirm = fact.needsBuyerConfirmation
    ? '过磅数量与预估数量相差较大，请在“我的订单”中核对并确认过磅结果。'
    : '';
  return {
    userId: fact.buyerUserId,
    kind: 'order_weighed',
    title: fact.needsBuyerConfirmation ? '过磅结果待您确认' : '过磅结果已出',
    body: `“${fact.lotTitle}”已过磅，按实际数量结算货款 ${formatFen(fact.finalAmountFen)}，${difference}。${confirm}`,
    link: '/personalcenter/myOrder',
    dedupeKey: `order_weighed:order:${fact.orderId}:${timeKey(fact.weighedAt)}`,
  };
}

/** What the buyer is told once the seller recorded the invoice for their order. */
export function invoicedNotice(fact: DomainEvents['order.invoiced']): Notice {
  return {
    userId: fact.buyerUserId,
    kind: 'invoice_issued',
    title: fact.corrected ? '发票信息已更正' : '发票已开具',
    body: `“${fact.lotTitle}”的发票已开具：发票号码 ${fact.invoiceNo}，金额 ${formatFen(fact.amountFen)}，可在“我的订单”中查看与下载。`,
    link: '/personalcenter/myOrder',
    dedupeKey: `invoice_issued:order:${fact.orderId}:${timeKey(fact.recordedAt)}`,
  };
}

/** What the buyer is told once their goods money was confirmed, or their voucher turned down. */
export function paymentReviewedNotice(fact: DomainEvents['order.payment-reviewed']): Notice {
  const base = {
    userId: fact.buyerUserId,
    kind: 'payment_reviewed' as const,
    link: `/personalcenter/myOrder/payment?id=${fact.orderId}`,
    dedupeKey: `payment_reviewed:order:${fact.orderId}:${timeKey(fact.reviewedAt)}`,
  };
  if (fact.approved)
    return {
      ...base,
      title: '货款已确认',
      body: `“${fact.lotTitle}”的货款 ${formatFen(fact.amountFen)} 已确认到账，可在“我的订单”中查看提货单与成交确认书。`,
    };
  return {
    ...base,
    title: '货款凭证未通过',
    body: `“${fact.lotTitle}”的付款凭证未通过审核：${fact.reason ?? '凭证不符合要求'}。请在付款期限内重新上传。`,
  };
}
