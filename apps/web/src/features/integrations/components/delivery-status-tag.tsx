import { Tag } from 'antd';
import { DELIVERY_STATUS_COLORS, deliveryStatusLabel, type DeliveryStatus } from '../lib/webhook-labels';

/** 待投递, 已送达 or 已放弃. */
export function DeliveryStatusTag({ status }: { status: DeliveryStatus }) {
  return <Tag color={DELIVERY_STATUS_COLORS[status]}>{deliveryStatusLabel(status)}</Tag>;
}
