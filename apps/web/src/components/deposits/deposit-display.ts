import type { DepositAuditRow, DepositEntry, DepositStatus } from '@lyp/shared/auction/deposit.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';

/** How a deposit reads wherever it shows: to the bidder who paid it and to the auditors. */

export const DEPOSIT_STATUS_COLORS: Record<DepositStatus, string> = {
  submitted: 'blue',
  rejected: 'red',
  frozen: 'green',
  returning: 'orange',
  returned: 'default',
  applied: 'purple',
  forfeited: 'magenta',
};

export const ENTRY_LABELS: Record<DepositEntry['kind'], string> = {
  submitted: '提交缴款凭证',
  rejected: '驳回缴款凭证',
  paid: '确认到账，冻结保证金',
  released: '释放保证金，待退还',
  returned: '已退还',
  applied: '转为货款',
  forfeited: '罚没',
};

export const when = (iso: string | null | undefined) => (iso ? formatTimestamp(new Date(iso)) : '—');

/** A refund not sent by its due time (24 h after the release). */
export function isOverdue(
  deposit: Pick<DepositAuditRow, 'status' | 'returnDueAt'>,
  now = Date.now(),
): boolean {
  return (
    deposit.status === 'returning' && deposit.returnDueAt !== null && Date.parse(deposit.returnDueAt) < now
  );
}
