import {
  differenceDirection,
  orderDifferenceSettleBodySchema,
} from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Alert, Form, Input } from 'antd';
import {
  ProtectedFile,
  RecordFormModal,
  rulesFrom,
  type RecordDialogProps,
} from '../../../components/back-office';
import { settleDifference } from '../api/orders';

interface DifferenceValues {
  reference: string;
}

/** Whether a weighed 单价 order has a difference (多退少补) the platform has yet to settle. */
export const differenceOpen = (order: Order) =>
  order.weighing !== null &&
  differenceDirection(order.weighing.differenceFen) !== 'none' &&
  order.weighing.differenceSettledAt === null;

/**
 * 差额结清: the platform records the buyer's balance received (少补) or its refund to the buyer
 * sent (多退), with the bank reference. The amount is the server's, never typed.
 */
export function DifferenceSettleModal({
  order,
  ...dialog
}: { order: Order | undefined } & RecordDialogProps) {
  return (
    <RecordFormModal<Order, DifferenceValues>
      {...dialog}
      record={order}
      title="过磅差额结清"
      name="order_difference"
      okText="确认已结清"
      successMessage="过磅差额已结清"
      onSubmit={(values, { id }) => settleDifference({ orderId: id, reference: values.reference })}
    >
      {(order) => {
        const fen = order.weighing?.differenceFen ?? 0;
        const title =
          fen < 0
            ? `多退：请先向买受人退还 ${formatFen(-fen)}，再登记退款流水号。`
            : `少补：请核对平台账户已收到买受人补缴的 ${formatFen(fen)}，再登记到账流水号。`;
        return (
          <>
            <Alert style={{ marginBottom: 16 }} type="info" showIcon title={title} />
            {order.weighing?.balanceVoucherFileId ? (
              <Form.Item label="买受人补缴凭证">
                <ProtectedFile fileId={order.weighing.balanceVoucherFileId} label="补缴凭证" height={240} />
              </Form.Item>
            ) : null}
            <Form.Item
              name="reference"
              label="转账流水号"
              rules={rulesFrom(orderDifferenceSettleBodySchema, 'reference')}
            >
              <Input maxLength={64} placeholder="银行转账流水号" />
            </Form.Item>
          </>
        );
      }}
    </RecordFormModal>
  );
}
