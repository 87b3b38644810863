import type { OrderPickup, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { pickupRuleText, pickupStanding, type PickupStanding } from '@lyp/shared/auction/pickup-deadline';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { Tag } from 'antd';
import type { FilterField } from '../back-office';
import { item, Section, useUnitLabel, when } from './order-sections';

/** The lists' 提货状态 filter: paid orders whose pickup deadline has passed. */
export const PICKUP_FILTER: FilterField = {
  name: 'pickup',
  label: '提货状态',
  kind: 'select',
  placeholder: '全部',
  options: [{ value: 'overdue', label: '逾期未提' }],
};

interface PickupOrder {
  status: string;
  pickup: OrderPickup;
  pickedUpAt: string | null;
  pickedUpOn: string | null;
  weighedQuantity: string | null;
  confirmation: SaleConfirmation;
}

/** Where the pickup stands today (Beijing, whatever the browser's zone); null before the deadline is set. */
function standingOf(order: PickupOrder): PickupStanding | null {
  const { dueOn, storageFeeFen } = order.pickup;
  if (dueOn === null) return null;
  return pickupStanding({ dueOn, storageFeeFen, pickedUpOn: order.pickedUpOn, today: chinaDate(new Date()) });
}

/** 剩 5 天 / 今日截止 / 逾期 3 天 beside a paid order: the pickup deadline counting down. */
export function PickupDeadlineTag({ order }: { order: PickupOrder }) {
  const standing = standingOf(order);
  if (standing === null || order.status !== 'paid') return null;
  if (standing.overdueDays > 0) return <Tag color="error">逾期未提 {standing.overdueDays} 天</Tag>;
  if (standing.daysLeft === 0) return <Tag color="warning">今日提货截止</Tag>;
  return <Tag color={standing.daysLeft! <= 2 ? 'warning' : 'blue'}>剩 {standing.daysLeft} 天提货</Tag>;
}

function deadlineText(order: PickupOrder): string {
  const { dueOn } = order.pickup;
  const standing = standingOf(order);
  if (dueOn === null || standing === null) return '货款确认到账后起算';
  const fee = standing.storageFeeOwedFen > 0 ? `，仓储费 ${formatFen(standing.storageFeeOwedFen)}` : '';
  if (standing.overdueDays > 0)
    return `${dueOn}（${order.pickedUpOn ? '逾期' : '已逾期'} ${standing.overdueDays} 天${fee}）`;
  if (order.pickedUpOn) return `${dueOn}（按期提货）`;
  return standing.daysLeft === 0 ? `${dueOn}（今日截止）` : `${dueOn}（剩 ${standing.daysLeft} 天）`;
}

/**
 * 提货: the lot's pickup rule and deadline (counting down once paid), the seller's 逾期未提 record,
 * and once taken, the day the goods left and the weighbridge's figure.
 */
export function PickupSection({ order }: { order: PickupOrder }) {
  const unit = useUnitLabel(order.confirmation.unit);
  if (order.status === 'defaulted') return null;
  return (
    <Section
      title="提货"
      items={[
        item('提货期限', pickupRuleText(order.pickup)),
        item('提货截止日', deadlineText(order)),
        ...(order.pickup.overdueNote
          ? [item('逾期未提记录', `${order.pickup.overdueNote}（${when(order.pickup.overdueNotedAt)}）`)]
          : []),
        ...(order.pickedUpAt
          ? [
              item('提货日期', order.pickedUpOn),
              item(
                '过磅数量',
                order.weighedQuantity === null ? null : formatQuantity(order.weighedQuantity, unit),
              ),
              item('委托方确认时间', when(order.pickedUpAt)),
            ]
          : []),
      ]}
    />
  );
}
