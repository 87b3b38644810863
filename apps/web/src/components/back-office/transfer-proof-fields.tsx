import { Form, Input, type FormItemProps } from 'antd';
import { VoucherUpload } from './voucher-upload';

/**
 * How the platform records a bank transfer it sent (a refund, a settlement): the bank's
 * reference, and the receipt if there is one.
 */
export function TransferProofFields({
  rules,
  voucherLabel,
  uploadLabel,
}: {
  rules: (field: 'transferReference' | 'voucherFileId') => FormItemProps['rules'];
  /** The receipt field's label, saying it is optional. */
  voucherLabel: string;
  uploadLabel: string;
}) {
  return (
    <>
      <Form.Item name="transferReference" label="转账流水号" rules={rules('transferReference')}>
        <Input maxLength={64} placeholder="银行流水号或交易参考号" />
      </Form.Item>
      <Form.Item name="voucherFileId" label={voucherLabel} rules={rules('voucherFileId')}>
        <VoucherUpload label={uploadLabel} />
      </Form.Item>
    </>
  );
}
