import { auditRevokeBodySchema } from '@lyp/shared/auction/audit.schemas';
import { Form, Typography } from 'antd';
import { FormModal, ReasonField, rulesFrom } from '../../../../components/back-office';

export interface ReasonRequest {
  title: string;
  /** What happens on OK, said before the auditor commits to it. */
  note: string;
  okText: string;
  suggestions: readonly string[];
  submit: (reason: string) => Promise<unknown>;
  successMessage: string;
}

/** 驳回: the reason the seller will read, with the common ones a click away. */
export function ReasonModal({
  request,
  onClose,
}: {
  request: ReasonRequest | undefined;
  onClose: () => void;
}) {
  return (
    <FormModal<{ reason: string }>
      title={request?.title ?? '驳回'}
      open={request !== undefined}
      onClose={onClose}
      okText={request?.okText ?? '确定'}
      name="audit_reason"
      successMessage={request?.successMessage ?? false}
      onSubmit={(values) => request!.submit(values.reason.trim())}
    >
      <Typography.Paragraph type="secondary">{request?.note}</Typography.Paragraph>
      {/* The server's rule for every reason an auditor gives: 2 to 500 characters. */}
      <Form.Item name="reason" label="驳回原因" rules={rulesFrom(auditRevokeBodySchema, 'reason')}>
        <ReasonField suggestions={request?.suggestions ?? []} />
      </Form.Item>
    </FormModal>
  );
}
