import {
  DEPOSIT_STATUS_LABELS,
  DEPOSIT_STATUSES,
  type DepositAuditRow,
  type DepositEntry,
  type DepositStatus,
} from '@lyp/shared/auction/deposit.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';

export const DEPOSIT_STATUS_COLORS: Record<DepositStatus, string> = {
  submitted: 'blue',
  rejected: 'red',
  frozen: 'green',
  returning: 'orange',
  returned: 'default',
  applied: 'purple',
  forfeited: 'magenta',
};

/** The list's status filter: 待审核 unless the URL says otherwise; 全部 drops the filter. */
export const DEFAULT_STATUS: DepositStatus = 'submitted';
export const ALL_STATUSES = 'all';
export const statusFilterOptions = [
  { value: ALL_STATUSES, label: '全部' },
  ...DEPOSIT_STATUSES.map((status) => ({ value: status, label: DEPOSIT_STATUS_LABELS[status] })),
];

/** The status to ask the server for, from the URL's text. */
export function statusToQuery(text: string | undefined): DepositStatus | undefined {
  if (text === ALL_STATUSES) return undefined;
  return (DEPOSIT_STATUSES as readonly string[]).includes(text ?? '')
    ? (text as DepositStatus)
    : DEFAULT_STATUS;
}

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
