import { reviewReasonFormSchema } from '@lyp/shared/common/review-reason';
import { Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormModal } from './form-modal';
import { ReasonField } from './reason-field';
import { rulesFrom } from './rules-from';

/** A reviewer's refusal waiting for its reason: what is refused, and what OK then does. */
export interface ReasonRequest {
  title: string;
  /** Above the reason: who or what is refused, and what happens next. */
  description: ReactNode;
  /** Reasons reviewers give most often for this refusal. */
  suggestions: readonly string[];
  submit: (reason: string) => Promise<unknown>;
  successMessage: string;
  okText?: string;
}

/**
 * 驳回 with a reason the applicant will read (2 to 500 characters, the server's rule), typed or
 * picked from the common ones. Open while `request` is set.
 */
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
      okText={request?.okText ?? '确定驳回'}
      name="review_reason"
      successMessage={request?.successMessage ?? false}
      onSubmit={(values) => request!.submit(values.reason.trim())}
    >
      <Typography.Paragraph type="secondary">{request?.description}</Typography.Paragraph>
      <Form.Item name="reason" label="驳回原因" rules={rulesFrom(reviewReasonFormSchema, 'reason')}>
        <ReasonField suggestions={request?.suggestions ?? []} />
      </Form.Item>
    </FormModal>
  );
}
