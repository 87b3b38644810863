import type { BiddingMode } from '@lyp/shared/auction/auction-formats';
import { priorityRankLabel, priorityRuleText } from '@lyp/shared/auction/priority-rights';
import { Alert } from 'antd';

/** For the holder of a 优先购买权 on the lot: which order they hold and what it lets them do. */
export function PriorityHolderNotice({
  rank,
  biddingMode,
}: {
  rank: number | null;
  biddingMode: BiddingMode;
}) {
  if (rank === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`您是本标的${priorityRankLabel(rank)}优先购买权人`}
      description={priorityRuleText(biddingMode)}
    />
  );
}

/** For every visitor, before a deposit: someone may take the lot at the price they match. */
export function LotPriorityNotice({ count, biddingMode }: { count: number; biddingMode: BiddingMode }) {
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="lyp-priority-notice"
      title={`本标的设有 ${count} 位优先购买权人`}
      description={`${priorityRuleText(biddingMode)}。其出价在竞价记录中标注“优先购买权人”。`}
    />
  );
}
