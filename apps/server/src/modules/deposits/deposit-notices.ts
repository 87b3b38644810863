import type { Notice } from '../messages';
import type { DepositRow } from './deposits.repository';

/** What the payer is told once their voucher was reviewed: frozen and ready, or why not. */
export function paymentNotice(row: DepositRow): Notice {
  const key = `${row.id}:${row.submittedAt?.getTime() ?? 0}`;
  const link = `/morebid/auction/margin?lotId=${row.lotId}`;
  if (row.status === 'rejected') {
    return {
      userId: row.userId,
      kind: 'deposit_rejected',
      title: '保证金凭证未通过',
      body: `“${row.lotTitle}”的保证金凭证未通过审核：${row.rejectReason ?? '凭证不符合要求'}。请重新上传。`,
      link,
      dedupeKey: `deposit_rejected:deposit:${key}`,
    };
  }
  return {
    userId: row.userId,
    kind: 'deposit_confirmed',
    title: row.status === 'frozen' ? '保证金已确认' : '保证金已确认并将退还',
    body:
      row.status === 'frozen'
        ? `“${row.lotTitle}”的保证金已确认到账并冻结，竞价开始后即可出价。`
        : `“${row.lotTitle}”的保证金已到账，但标的已不在竞价中，保证金将原路退还。`,
    link: row.status === 'frozen' ? `/morebid/auction?id=${row.lotId}` : '/personalcenter/myMargin',
    dedupeKey: `deposit_confirmed:deposit:${key}`,
  };
}
