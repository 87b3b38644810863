import type { DomainEvents } from '@lyp/shared/events/domain-events';
import { formatFen } from '@lyp/shared/format/currency';
import type { Notice } from './messages-deps';
import { timeKey } from './notice-keys';

/** What the payer is told once their voucher was reviewed: frozen and ready, or why not. */
export function paymentNotice(fact: DomainEvents['deposit.payment-reviewed']): Notice {
  const key = `${fact.depositId}:${timeKey(fact.submittedAt)}`;
  const link = `/morebid/auction/margin?lotId=${fact.lotId}`;
  if (fact.status === 'rejected') {
    return {
      userId: fact.userId,
      kind: 'deposit_rejected',
      title: '保证金凭证未通过',
      body: `“${fact.lotTitle}”的保证金凭证未通过审核：${fact.rejectReason ?? '凭证不符合要求'}。请重新上传。`,
      link,
      dedupeKey: `deposit_rejected:deposit:${key}`,
    };
  }
  return {
    userId: fact.userId,
    kind: 'deposit_confirmed',
    title: fact.status === 'frozen' ? '保证金已确认' : '保证金已确认并将退还',
    body:
      fact.status === 'frozen'
        ? `“${fact.lotTitle}”的保证金已确认到账并冻结，${fact.biddingOpen ? '竞价正在进行，现在即可出价' : '竞价开始后即可出价'}。`
        : `“${fact.lotTitle}”的保证金已到账，但标的已不在竞价中，保证金将原路退还。`,
    link: fact.status === 'frozen' ? `/morebid/auction?id=${fact.lotId}` : '/personalcenter/myMargin',
    dedupeKey: `deposit_confirmed:deposit:${key}`,
  };
}

/** What the bidder is told once their deposit's refund was sent. */
export function depositReturnedNotice(fact: DomainEvents['deposit.returned']): Notice {
  return {
    userId: fact.userId,
    kind: 'deposit_returned',
    title: '保证金已退还',
    body: `“${fact.lotTitle}”的保证金 ${formatFen(fact.returnedFen)} 已退还，转账流水号 ${fact.transferReference}。`,
    link: '/personalcenter/myMargin',
    dedupeKey: `deposit_returned:deposit:${fact.depositId}:${timeKey(fact.returnedAt)}`,
  };
}
