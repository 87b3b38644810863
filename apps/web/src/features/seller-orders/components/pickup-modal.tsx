import { pickupStanding } from '@lyp/shared/auction/pickup-deadline';
import { formatFen } from '@lyp/shared/format/currency';
import { orderPickupBodySchema, type Order, type OrderPickupBody } from '@lyp/shared/auction/order.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { Alert, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RecordFormModal, rulesFrom, type RecordDialogProps } from '../../../components/back-office';
import { DayBetweenField } from '../../../components/date-time/day-between-field';
import { useQuantityText, useUnitLabel } from '../../../components/orders';
import { recordPickup } from '../api/orders';

interface PickupValues {
  pickedUpOn: Dayjs;
  weighedQuantity: number;
  remark?: string;
}

const DAY = 'YYYY-MM-DD';
const rule = (field: keyof OrderPickupBody) => rulesFrom(orderPickupBodySchema, field);

/**
 * 确认提货: the buyer took the paid goods away. The seller records the day (China time, from
 * the payment's confirmation to today) and the weighbridge's figure; the order is then complete.
 */
export function PickupModal({ order, ...dialog }: { order: Order | undefined } & RecordDialogProps) {
  // "Today" is Beijing's, whatever the browser's zone: the server checks the same day.
  const today = chinaDate(new Date());
  const paidOn = order?.paidAt ? chinaDate(new Date(order.paidAt)) : today;
  return (
    <RecordFormModal<Order, PickupValues>
      {...dialog}
      record={order}
      title="确认提货"
      name="order_pickup"
      okText="确认提货"
      successMessage="已确认提货，订单完成"
      initialValues={{
        pickedUpOn: dayjs(today, DAY),
        // A 单价 sale was weighed already: its pickup keeps that weight.
        ...(order?.weighing?.weighedQuantity
          ? { weighedQuantity: Number(order.weighing.weighedQuantity) }
          : {}),
      }}
      onSubmit={(values, { id }) =>
        recordPickup({
          id,
          pickedUpOn: values.pickedUpOn.format(DAY),
          weighedQuantity: values.weighedQuantity,
          ...(values.remark ? { remark: values.remark } : {}),
        })
      }
    >
      {(order) => <PickupFields order={order} today={today} paidOn={paidOn} />}
    </RecordFormModal>
  );
}

/** Picked up after the deadline: the storage fee the bulletin's rule adds up to by today. */
function LatePickupNotice({ order, today }: { order: Order; today: string }) {
  const { dueOn, storageFeeFen } = order.pickup;
  if (dueOn === null) return null;
  const standing = pickupStanding({ dueOn, storageFeeFen, pickedUpOn: null, today });
  if (standing.overdueDays === 0) return null;
  const fee =
    storageFeeFen === null
      ? '公告未约定逾期仓储费'
      : `按公告约定，截至今日仓储费 ${formatFen(standing.storageFeeOwedFen)}（每天 ${formatFen(storageFeeFen)}），请与买受人结清`;
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type="warning"
      showIcon
      title={`提货截止日 ${dueOn}，已逾期 ${standing.overdueDays} 天；${fee}。`}
    />
  );
}

function PickupFields({ order, today, paidOn }: { order: Order; today: string; paidOn: string }) {
  const sold = useQuantityText(order.confirmation);
  const unit = useUnitLabel(order.confirmation.unit);
  return (
    <>
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title={`“${order.lotTitle}”成交数量 ${sold}。请按买受人实际提走的货物填写过磅数量，确认后订单完成。`}
      />
      <LatePickupNotice order={order} today={today} />
      <DayBetweenField name="pickedUpOn" label="提货日期" from={paidOn} to={today} />
      <Form.Item
        name="weighedQuantity"
        label="过磅数量"
        rules={rule('weighedQuantity')}
        {...(order.weighing ? { extra: '按单价成交：取已录入的过磅数量' } : {})}
      >
        <InputNumber
          style={{ width: '100%' }}
          disabled={order.weighing !== null}
          min={0}
          step={0.001}
          precision={3}
          placeholder="地磅单上的净重"
          {...(unit ? { suffix: unit } : {})}
        />
      </Form.Item>
      <Form.Item name="remark" label="备注（选填）" rules={rule('remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：分两车提走，地磅单号" />
      </Form.Item>
    </>
  );
}
