import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import {
  orderWeighBodySchema,
  weighedAmounts,
  weighingNeedsBuyer,
  type OrderWeighBody,
  type OrderWeighing,
} from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { Alert, Form, Input, InputNumber } from 'antd';
import {
  RecordFormModal,
  rulesFrom,
  VoucherUpload,
  type RecordDialogProps,
} from '../../../components/back-office';
import { DifferenceTag, useUnitLabel } from '../../../components/orders';

interface WeighValues {
  weighedQuantity: number;
  ticketFileId?: string;
  remark?: string;
}

const rule = (field: keyof OrderWeighBody) => rulesFrom(orderWeighBodySchema, field);

/**
 * 过磅: at pickup the weighbridge's figure prices a 单价 order finally. The modal shows what the
 * figure comes to (goods amount, 多退少补) before it is sent; the server computes it again.
 */
export function WeighModal({
  order,
  submit,
  ...dialog
}: {
  order: Order | undefined;
  /** The seller's call or the platform's: the same body, another permission. */
  submit: (body: OrderWeighBody & { id: number }) => Promise<unknown>;
} & RecordDialogProps) {
  return (
    <RecordFormModal<Order, WeighValues>
      {...dialog}
      record={order}
      title="录入过磅数量"
      width={560}
      name="order_weigh"
      okText="确认过磅结果"
      successMessage="过磅数量已录入"
      {...(order?.weighing?.weighedQuantity
        ? { initialValues: { weighedQuantity: Number(order.weighing.weighedQuantity) } }
        : {})}
      onSubmit={(values, { id }) =>
        submit({
          id,
          weighedQuantity: values.weighedQuantity,
          ...(values.ticketFileId ? { ticketFileId: values.ticketFileId } : {}),
          ...(values.remark ? { remark: values.remark } : {}),
        })
      }
    >
      {(order) => (order.weighing ? <WeighFields order={order} weighing={order.weighing} /> : null)}
    </RecordFormModal>
  );
}

function WeighFields({ order, weighing }: { order: Order; weighing: OrderWeighing }) {
  const unit = useUnitLabel(order.confirmation.unit);
  const quantity = Form.useWatch<number | null | undefined>('weighedQuantity');
  return (
    <>
      <Alert
        style={{ marginBottom: 16 }}
        type="info"
        showIcon
        title={`“${order.lotTitle}”按单价 ${formatFen(weighing.unitPriceFen)}/${unit} 成交，预估数量 ${formatQuantity(weighing.estimatedQuantity, unit)}。货款按过磅的实际数量结算，差额多退少补。`}
      />
      <Form.Item name="weighedQuantity" label="过磅数量（净重）" rules={rule('weighedQuantity')}>
        <InputNumber
          style={{ width: '100%' }}
          min={0}
          step={0.001}
          precision={3}
          placeholder="地磅单上的净重"
          suffix={unit}
        />
      </Form.Item>
      {quantity ? <WeighPreview weighing={weighing} quantity={quantity} /> : null}
      <Form.Item name="ticketFileId" label="磅单（选填）">
        <VoucherUpload label="上传磅单" />
      </Form.Item>
      <Form.Item name="remark" label="备注（选填）" rules={rule('remark')}>
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：地磅单号、车牌号" />
      </Form.Item>
    </>
  );
}

/** What the typed weight comes to, as the server will compute it. */
function WeighPreview({ weighing, quantity }: { weighing: OrderWeighing; quantity: number }) {
  const { finalAmountFen, differenceFen } = weighedAmounts(weighing, quantity);
  const needsBuyer = weighingNeedsBuyer(weighing.estimatedQuantity, quantity);
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={needsBuyer ? 'warning' : 'success'}
      showIcon
      title={
        <span>
          结算货款 {formatFen(finalAmountFen)}，
          <DifferenceTag weighing={{ ...weighing, differenceFen, differenceSettledAt: null }} />
        </span>
      }
      description={
        needsBuyer
          ? `与预估数量相差超过 ${AUCTION_RULES.weighingConfirmThresholdBps / 100}%，须买受人在线确认过磅结果后才能结算。`
          : undefined
      }
    />
  );
}
