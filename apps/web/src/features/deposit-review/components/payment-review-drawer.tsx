import { depositPaymentAuditBodySchema, type DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { useQuery } from '@tanstack/react-query';
import { Divider, Form, Radio, Space, Typography } from 'antd';
import {
  FormDrawer,
  ProtectedFile,
  ReasonField,
  rulesFrom,
  useDrawerWidth,
} from '../../../components/back-office';
import { depositAuditApi, depositAuditInfoQuery } from '../api/deposit-audit';
import { DepositFacts } from './deposit-facts';

interface ReviewValues {
  approved: boolean;
  reason?: string;
}

/** The reasons given most, one click each; anything else is typed. */
export const COMMON_REJECT_REASONS = [
  '未收到该笔款项',
  '转账金额与应缴保证金不符',
  '缴款凭证模糊或不完整',
  '付款账户与竞买人不符',
  '转账未注明标的编号，无法核对',
];

/** 审核缴纳: the voucher beside what was due and where; confirm the money arrived, or say why not. */
export function PaymentReviewDrawer({
  deposit,
  onClose,
  onDone,
}: {
  deposit: DepositAuditRow | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const approved = Form.useWatch('approved', form);
  const width = useDrawerWidth(640);
  // For the platform's account: the row has everything else.
  const info = useQuery({
    ...depositAuditInfoQuery(deposit?.id ?? 0),
    enabled: deposit !== undefined,
  });
  return (
    <FormDrawer<ReviewValues>
      title="审核保证金缴纳"
      open={deposit !== undefined}
      onClose={onClose}
      form={form}
      width={width}
      name="deposit_payment_review"
      initialValues={{ approved: true }}
      okText="提交审核"
      successMessage={approved === false ? '已驳回缴款凭证，竞买人将看到原因' : '已确认到账，保证金已冻结'}
      onSubmit={async (values) => {
        await depositAuditApi.reviewPayment({
          depositId: deposit!.id,
          approved: values.approved,
          ...(values.approved ? {} : { reason: values.reason }),
        });
        await onDone();
      }}
    >
      {deposit ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <DepositFacts deposit={deposit} account={info.data?.account} />
          {info.isError ? (
            <Typography.Text type="warning">收款账户加载失败，请稍后重试</Typography.Text>
          ) : null}
          <Divider plain style={{ margin: '4px 0' }}>
            缴款凭证
          </Divider>
          {deposit.voucherFileId ? (
            <ProtectedFile fileId={deposit.voucherFileId} label="缴款凭证" height={360} />
          ) : (
            <Typography.Text type="secondary">未上传缴款凭证</Typography.Text>
          )}
          <DecisionField />
          {approved === false ? <RejectReasonField /> : null}
        </Space>
      ) : null}
    </FormDrawer>
  );
}

/** 审核结果: the money arrived, or the voucher is turned down. */
function DecisionField() {
  return (
    <Form.Item name="approved" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
      <Radio.Group
        options={[
          { value: true, label: '款项已到账，确认冻结' },
          { value: false, label: '驳回凭证' },
        ]}
      />
    </Form.Item>
  );
}

/** 驳回原因: what the bidder will read, a common one in one click. */
function RejectReasonField() {
  return (
    <Form.Item
      name="reason"
      label="驳回原因"
      rules={[
        // The server's own words when the reason is missing.
        { required: true, whitespace: true, message: '请填写驳回原因' },
        ...rulesFrom(depositPaymentAuditBodySchema, 'reason', { required: false }),
      ]}
    >
      <ReasonField suggestions={COMMON_REJECT_REASONS} maxLength={200} placeholder="竞买人会看到这段话" />
    </Form.Item>
  );
}
