export { DEPOSIT_STATUS_COLORS, ENTRY_LABELS, isOverdue, when } from './deposit-display';
export { DepositStatusTag } from './deposit-status-tag';
export { EntryTimeline } from './entry-timeline';
