import {
  STATEMENT_LINE_STATUS_LABELS,
  STATEMENT_LINE_STATUSES,
  type StatementLineStatus,
} from '@lyp/shared/reconciliation/statement.schemas';

/** The list opens on what waits for a person: the exceptions. */
export const DEFAULT_LINE_STATUS: StatementLineStatus = 'exception';
const ALL = 'all';

export const lineStatusOptions = [
  ...STATEMENT_LINE_STATUSES.map((status) => ({
    value: status,
    label: STATEMENT_LINE_STATUS_LABELS[status],
  })),
  { value: ALL, label: '全部' },
];

/** The status filter as the list asks for it: 全部 is no filter, nothing chosen the default. */
export function lineStatusToQuery(value: unknown): StatementLineStatus | undefined {
  if (value === ALL) return undefined;
  return STATEMENT_LINE_STATUSES.includes(value as StatementLineStatus)
    ? (value as StatementLineStatus)
    : DEFAULT_LINE_STATUS;
}

export const LINE_STATUS_COLORS: Record<StatementLineStatus, string> = {
  confirmed: 'success',
  exception: 'warning',
  resolved: 'processing',
  rejected: 'default',
};
