import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { FilterField } from '../../../components/back-office';

/** The queues of the screen, each its own tab. */
export type ReviewTab = 'personal' | 'company' | 'bank' | 'qualification';
export const REVIEW_TABS: { key: ReviewTab; label: string }[] = [
  { key: 'personal', label: '个人认证' },
  { key: 'company', label: '企业认证' },
  { key: 'bank', label: '开户信息变更' },
  { key: 'qualification', label: '竞买人资质' },
];
export const isReviewTab = (value: string | null): value is ReviewTab =>
  REVIEW_TABS.some((tab) => tab.key === value);

/** What the status filter offers on every tab; each tab maps it to its own states. */
export type ReviewState = 'pending' | 'approved' | 'rejected' | 'all';
const REVIEW_STATES: ReviewState[] = ['pending', 'approved', 'rejected', 'all'];
export const REVIEW_STATE_LABELS: Record<Exclude<ReviewState, 'all'>, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
export const REVIEW_STATE_COLORS: Record<Exclude<ReviewState, 'all'>, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** No status in the URL means the queue to work through: 待审核. */
export function reviewStateOf(value: string | undefined): ReviewState {
  return REVIEW_STATES.includes(value as ReviewState) ? (value as ReviewState) : 'pending';
}

export function reviewFilters(keywordHint: string): FilterField[] {
  return [
    { name: 'keyword', label: '关键字', kind: 'text', placeholder: keywordHint },
    {
      name: 'status',
      label: '审核状态',
      kind: 'select',
      placeholder: '待审核',
      options: [
        { value: 'pending', label: '待审核' },
        { value: 'approved', label: '已通过' },
        { value: 'rejected', label: '已驳回' },
        { value: 'all', label: '全部' },
      ],
    },
  ];
}

/** Dates as the other back-office screens show them (China time, to the second); '—' when none. */
export const when = (iso: string | null | undefined) => (iso ? formatTimestamp(new Date(iso)) : '—');
