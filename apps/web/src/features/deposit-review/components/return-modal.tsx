import {
  depositReturnAuditBodySchema,
  PAYER_ACCOUNT_SOURCE_LABELS,
  type DepositAuditRow,
} from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Descriptions, Form, Input, Space, Typography } from 'antd';
import {
  RecordFormModal,
  rulesFrom,
  TransferProofFields,
  type RecordDialogProps,
} from '../../../components/back-office';
import { DepositStatusTag, when } from '../../../components/deposits';
import { depositAuditApi } from '../api/deposit-audit';

interface ReturnValues {
  transferReference: string;
  voucherFileId?: string;
  note?: string;
}

const rule = (field: keyof ReturnValues) => rulesFrom(depositReturnAuditBodySchema, field);

/**
 * 确认退还: where the refund goes (the account the money came from) and what to quote; once sent,
 * its bank reference is kept so the transfer can be traced.
 */
export function ReturnModal({
  deposit,
  ...dialog
}: { deposit: DepositAuditRow | undefined } & RecordDialogProps) {
  return (
    <RecordFormModal<DepositAuditRow, ReturnValues>
      {...dialog}
      record={deposit}
      title="确认保证金已退还"
      name="deposit_return"
      okText="确认已退还"
      successMessage="已确认退还"
      onSubmit={(values, { id }) => depositAuditApi.confirmReturn({ ...values, depositId: id })}
    >
      {(deposit) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            {deposit.lotTitle}（{deposit.lotNo}）· {deposit.bidderName}，应退{' '}
            <Typography.Text strong>{formatFen(deposit.returningFen)}</Typography.Text>
          </Typography.Text>
          <Space wrap>
            <DepositStatusTag deposit={deposit} />
            <Typography.Text type="secondary">退还期限 {when(deposit.returnDueAt)}</Typography.Text>
          </Space>
          <RefundAccount deposit={deposit} />
          <TransferProofFields rules={rule} voucherLabel="退款凭证（选填）" uploadLabel="上传退款凭证" />
          <Form.Item name="note" label="退还说明（选填）" rules={rule('note')}>
            <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：已原路退回" />
          </Form.Item>
        </Space>
      )}
    </RecordFormModal>
  );
}

/** The account to send the refund to, and the note to quote so the bidder recognises it. */
function RefundAccount({ deposit }: { deposit: DepositAuditRow }) {
  const payer = deposit.payerAccount;
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        {
          key: 'payee',
          label: '退款账户',
          children: payer ? (
            <>
              <div>
                <Typography.Text copyable>{payer.accountName}</Typography.Text>
              </div>
              <div>
                <Typography.Text copyable>{payer.bankNumber}</Typography.Text> {payer.bankName ?? ''}
              </div>
              <Typography.Text type="secondary">{PAYER_ACCOUNT_SOURCE_LABELS[payer.source]}</Typography.Text>
            </>
          ) : (
            <Typography.Text type="warning">
              未登记付款账户：请按缴款凭证上的付款账户原路退回，或联系竞买人 {deposit.bidderPhone ?? ''}
            </Typography.Text>
          ),
        },
        {
          key: 'note',
          label: '转账附言',
          children: <Typography.Text copyable>{`退保证金 ${deposit.transferReference}`}</Typography.Text>,
        },
        { key: 'reference', label: '业务参考号', children: deposit.refundReference },
      ]}
    />
  );
}
