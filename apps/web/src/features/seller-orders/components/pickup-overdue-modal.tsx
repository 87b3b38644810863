import { orderPickupOverdueBodySchema, type Order } from '@lyp/shared/auction/order.schemas';
import { pickupStanding } from '@lyp/shared/auction/pickup-deadline';
import { formatFen } from '@lyp/shared/format/currency';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { Alert, Form, Input } from 'antd';
import { RecordFormModal, rulesFrom, type RecordDialogProps } from '../../../components/back-office';
import { recordPickupOverdue } from '../api/orders';

/** A paid order whose pickup deadline (Beijing) has passed without the goods being taken. */
export function isPickupOverdue(order: Order): boolean {
  return order.status === 'paid' && order.pickup.dueOn !== null && chinaDate(new Date()) > order.pickup.dueOn;
}

/**
 * 逾期未提: the seller writes down what happened once the deadline passed (storage charged, a
 * new date agreed, the buyer unreachable). The buyer reads it on the order; the goods may still
 * be picked up afterwards.
 */
export function PickupOverdueModal({ order, ...dialog }: { order: Order | undefined } & RecordDialogProps) {
  return (
    <RecordFormModal<Order, { note: string }>
      {...dialog}
      record={order}
      title="记录逾期未提"
      name="order_pickup_overdue"
      okText="保存记录"
      successMessage="已记录逾期未提，买受人可在订单中看到"
      initialValues={{ note: order?.pickup.overdueNote ?? '' }}
      onSubmit={(values, { id }) => recordPickupOverdue({ id, note: values.note.trim() })}
    >
      {(order) => {
        const standing = pickupStanding({
          dueOn: order.pickup.dueOn!,
          pickedUpOn: null,
          storageFeeFen: order.pickup.storageFeeFen,
          today: chinaDate(new Date()),
        });
        const fee =
          standing.storageFeeOwedFen > 0
            ? `，按公告约定已产生仓储费 ${formatFen(standing.storageFeeOwedFen)}`
            : '';
        return (
          <>
            <Alert
              style={{ marginBottom: 16 }}
              type="warning"
              showIcon
              title={`“${order.lotTitle}”提货截止日 ${order.pickup.dueOn}，已逾期 ${standing.overdueDays} 天${fee}。`}
            />
            <Form.Item
              name="note"
              label="逾期说明"
              rules={rulesFrom(orderPickupOverdueBodySchema, 'note')}
              extra="如催告情况、约定的新提货日期、仓储费收取等；买受人可见"
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={200} showCount />
            </Form.Item>
          </>
        );
      }}
    </RecordFormModal>
  );
}
