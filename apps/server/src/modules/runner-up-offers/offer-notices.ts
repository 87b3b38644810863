import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { Notice } from '../messages';
import type { LockedLot, OfferRow } from './runner-up.types';

const lotLink = (lotId: number) => `/morebid/auction?id=${lotId}`;

/** The runner-up hears of their offer: the amount, the deadline, and whether a deposit is due first. */
export function offerNotice(locked: LockedLot, offer: OfferRow): Notice {
  const deposit = offer.depositKept
    ? '您的保证金仍冻结，接受后即生成订单。'
    : `接受前须缴纳保证金 ${formatFen(locked.lot.depositFen)}，确认到账后生成订单。`;
  return {
    userId: offer.userId,
    kind: 'runner_up_offer',
    title: '悔拍递补邀请',
    body: `“${locked.lot.title}”的买受人未按期付款，您可按您的最高出价 ${formatFen(offer.amountFen)} 递补购买。请在 ${formatTimestamp(offer.deadlineAt)} 前在标的页面或“我的订单—递补邀请”中答复，逾期视为放弃。${deposit}`,
    link: lotLink(locked.lot.id),
    dedupeKey: `runner_up_offer:offer:${offer.id}`,
  };
}

/** The seller hears how the chain went: taken by a runner-up, or nobody left. */
export function sellerResultNotice(
  locked: LockedLot,
  result:
    { kind: 'accepted'; offer: OfferRow; orderNo: string } | { kind: 'no_taker'; defaultedOrderId: number },
): Notice {
  const { lot } = locked;
  if (result.kind === 'accepted') {
    return {
      userId: locked.sellerUserId,
      kind: 'runner_up_result',
      title: '悔拍递补已成交',
      body: `“${lot.title}”已由递补竞买人以 ${formatFen(result.offer.amountFen)} 接受，新订单 ${result.orderNo}。`,
      link: '/personalcenter/ordermanage',
      dedupeKey: `runner_up_result:offer:${result.offer.id}`,
    };
  }
  return {
    userId: locked.sellerUserId,
    kind: 'runner_up_result',
    title: '悔拍递补无人接受',
    body: `“${lot.title}”已没有可递补的竞买人（均已放弃、逾期或不符合条件），您可以重新拍卖该标的。`,
    link: '/personalcenter/ordermanage',
    dedupeKey: `runner_up_result:no_taker:${result.defaultedOrderId}`,
  };
}
