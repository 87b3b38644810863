import { Tag } from 'antd';
import { REVIEW_STATE_COLORS, REVIEW_STATE_LABELS } from '../lib/review-display';

/** 待审核 / 已通过 / 已驳回, alike on every tab. */
export function ReviewStatusTag({ state }: { state: 'pending' | 'approved' | 'rejected' }) {
  return <Tag color={REVIEW_STATE_COLORS[state]}>{REVIEW_STATE_LABELS[state]}</Tag>;
}

/** Who reviewed and when, or a dash while waiting. */
export function ReviewedBy({ name, at }: { name: string | null; at: string | null }) {
  if (!at) return <>—</>;
  return (
    <>
      <div>{name ?? '—'}</div>
      <div className="lyp-muted">{at}</div>
    </>
  );
}
