import {
  DEPOSIT_STATUS_LABELS,
  DEPOSIT_STATUSES,
  type DepositStatus,
} from '@lyp/shared/auction/deposit.schemas';

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
