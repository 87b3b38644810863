import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Typography } from 'antd';
import { useNow } from '../hooks/use-now';
import { deadlineLeft } from '../lib/payment-deadline';

/** The payment deadline with what is left of it, ticking; red in its last day. */
export function DeadlineText({ order }: { order: Pick<BuyerOrder, 'status' | 'paymentDeadlineAt'> }) {
  const now = useNow();
  const left = deadlineLeft(order, now);
  const at = formatTimestamp(new Date(order.paymentDeadlineAt));
  if (!left) return <span>{at}</span>;
  return (
    <span>
      {at}
      <Typography.Text type={left.urgent ? 'danger' : 'secondary'}>（{left.text}）</Typography.Text>
    </span>
  );
}
