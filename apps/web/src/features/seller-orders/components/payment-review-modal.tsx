import type { Order } from '@lyp/shared/auction/order.schemas';
import { orderPaymentAuditBodySchema } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { FormModal, ProtectedFile, rulesFrom } from '../../../components/back-office';
import { call } from '../../../lib/api-call';
import type { OrderAudience } from '../lib/order-display';

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

/** The seller reviews through its own route (its orders only), the platform through its own (any). */
const REVIEW_ENDPOINT = {
  seller: 'orderPaymentAudit',
  platform: 'platformOrderPaymentAudit',
} as const satisfies Record<OrderAudience, string>;
const TITLE: Record<OrderAudience, string> = { seller: '确认收款', platform: '确认货款' };

/** 确认收款 / 确认货款: the voucher beside the amount due; confirm the money arrived, or say why not. */
export function PaymentReviewModal({
  order,
  onClose,
  onDone,
  audience = 'seller',
}: {
  order: Order | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
  audience?: OrderAudience;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const approved = Form.useWatch('approved', form);
  return (
    <FormModal<ReviewValues>
      title={TITLE[audience]}
      open={order !== undefined}
      onClose={onClose}
      form={form}
      width={640}
      name="payment_review"
      initialValues={{ approved: true }}
      successMessage={approved === false ? '已驳回付款凭证，买受人将看到原因' : `已${TITLE[audience]}`}
      onSubmit={async (values) => {
        await call(REVIEW_ENDPOINT[audience], {
          orderId: order!.id,
          approved: values.approved,
          ...(values.approved ? {} : { reason: values.reason }),
        });
        await onDone();
      }}
    >
      {order ? (
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
                { value: true, label: '款项已到账，确认收款' },
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
      ) : null}
    </FormModal>
  );
}
