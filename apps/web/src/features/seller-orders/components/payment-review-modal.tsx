import type { Order } from '@lyp/shared/auction/order.schemas';
import { orderPaymentAuditBodySchema } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Form, Input, Radio, Space, Tag, Typography } from 'antd';
import {
  ProtectedFile,
  RecordFormModal,
  rulesFrom,
  type RecordDialogProps,
} from '../../../components/back-office';
import { reviewPayment } from '../api/orders';

interface ReviewValues {
  approved: boolean;
  reason?: string;
}

/** The reasons sellers give most, one click each; anything else is typed. */
const COMMON_REASONS = [
  '未收到该笔款项',
  '转账金额与应付货款不符',
  '付款凭证模糊或不完整',
  '付款账户与买受人不符',
];

/**
 * 确认货款 (竞价订单管理): the voucher beside the amount due; confirm the money arrived in the
 * platform's account, or say why not. Only the platform confirms: the buyer pays the platform.
 */
export function PaymentReviewModal({ order, ...dialog }: { order: Order | undefined } & RecordDialogProps) {
  const [form] = Form.useForm<ReviewValues>();
  const approved = Form.useWatch('approved', form);
  return (
    <RecordFormModal<Order, ReviewValues>
      {...dialog}
      record={order}
      title="确认货款"
      form={form}
      width={640}
      name="payment_review"
      initialValues={{ approved: true }}
      successMessage={approved === false ? '已驳回付款凭证，买受人将看到原因' : '已确认货款到账'}
      onSubmit={(values, { id }) =>
        reviewPayment({
          orderId: id,
          approved: values.approved,
          ...(values.approved ? {} : { reason: values.reason }),
        })
      }
    >
      {(order) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            订单 {order.orderNo} · {order.lotTitle}，买受人应付货款{' '}
            <Typography.Text strong>{formatFen(order.amountDueFen)}</Typography.Text>
            {order.paymentRemark ? `，付款备注：${order.paymentRemark}` : ''}
          </Typography.Text>
          {order.paymentVoucherFileId ? (
            <ProtectedFile fileId={order.paymentVoucherFileId} label="付款凭证" height={320} />
          ) : null}
          <Form.Item name="approved" label="审核结果" rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: true, label: '款项已到平台账户，确认货款' },
                { value: false, label: '驳回凭证' },
              ]}
            />
          </Form.Item>
          {approved === false ? (
            <>
              <Space wrap size={[4, 4]}>
                {COMMON_REASONS.map((reason) => (
                  <Tag.CheckableTag
                    key={reason}
                    checked={form.getFieldValue('reason') === reason}
                    onChange={() => form.setFieldValue('reason', reason)}
                  >
                    {reason}
                  </Tag.CheckableTag>
                ))}
              </Space>
              <Form.Item
                name="reason"
                label="驳回原因"
                rules={rulesFrom(orderPaymentAuditBodySchema, 'reason', { required: true })}
              >
                <Input.TextArea rows={3} maxLength={200} showCount placeholder="买受人会看到这段话" />
              </Form.Item>
            </>
          ) : null}
        </Space>
      )}
    </RecordFormModal>
  );
}
