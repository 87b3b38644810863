import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { Notice } from '../messages';
import type { CloseDecision } from './closing.types';
import type { DueLot } from './due-lot';

/** The winner's 恭喜您中标, written in the close's transaction. */
export function wonNotice({ due, decision }: { due: DueLot; decision: CloseDecision }): Notice[] {
  if (decision.outcome !== 'sold' || !due.leader) return [];
  const { order } = decision;
  const price =
    order.unitPriceFen != null
      ? `单价 ${formatFen(order.unitPriceFen)}（按预估数量计 ${formatFen(order.priceFen)}，提货过磅后多退少补）`
      : formatFen(order.priceFen);
  return [
    {
      userId: due.leader.userId,
      kind: 'lot_won',
      title: '恭喜您中标',
      body: `恭喜您以 ${price} 竞得“${due.lot.title}”，请在 ${formatTimestamp(order.paymentDeadlineAt)} 前支付货款 ${formatFen(order.amountDueFen)}。`,
      link: '/personalcenter/myOrder',
      dedupeKey: `lot_won:lot:${due.lot.id}`,
    },
  ];
}

/** The defaulted buyer's notice, written in the default's transaction. */
export function defaultedNotice(defaulted: {
  orderId: number;
  buyerUserId: number;
  strikes: number;
}): Notice[] {
  return [
    {
      userId: defaulted.buyerUserId,
      kind: 'order_defaulted',
      title: '订单逾期未付款，已按悔拍处理',
      body: `订单未在付款期限内付清货款，已按悔拍处理，保证金不予退还；累计违约 ${defaulted.strikes} 次。`,
      link: '/personalcenter/myOrder',
      dedupeKey: `order_defaulted:order:${defaulted.orderId}`,
    },
  ];
}
