import { REVIEW_REASON_MAX } from '@lyp/shared/common/review-reason';
import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import {
  registerReviewBankEditBodySchema,
  type RegisterReviewBankEditBody,
} from '@lyp/shared/company/register-review.schemas';
import { Form, Input, Typography } from 'antd';
import { FormModal, rulesFrom } from '../../../components/back-office';
import { editCompanyBank } from '../api/reviews';

type Values = Omit<RegisterReviewBankEditBody, 'id'>;

/** editAccountBank: the reviewer corrects a certified company's account in force, saying why. */
export function BankEditModal({
  row,
  onClose,
  onDone,
}: {
  row: CompanyAuthReviewRow | undefined;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  return (
    <FormModal<Values>
      name="register_review_bank"
      title="修改开户信息"
      open={row !== undefined}
      onClose={onClose}
      successMessage="开户信息已修改并生效"
      initialValues={
        row
          ? {
              bankName: row.bankName ?? '',
              bankNumber: row.bankNumber ?? '',
              interbankAccount: row.interbankAccount ?? '',
            }
          : {}
      }
      onSubmit={async (values) => {
        await editCompanyBank({ ...values, id: row!.id });
        await onDone();
      }}
    >
      {row ? (
        <Typography.Paragraph type="secondary">
          {row.companyName}：保存后立即生效，结算将付至新账户；修改记入操作日志。
        </Typography.Paragraph>
      ) : null}
      <Form.Item
        name="bankName"
        label="开户行"
        rules={rulesFrom(registerReviewBankEditBodySchema, 'bankName')}
      >
        <Input maxLength={100} placeholder="如 中国农业银行无锡惠山支行" />
      </Form.Item>
      <Form.Item
        name="bankNumber"
        label="银行账号"
        rules={rulesFrom(registerReviewBankEditBodySchema, 'bankNumber')}
      >
        <Input maxLength={40} inputMode="numeric" placeholder="8–30 位数字" />
      </Form.Item>
      <Form.Item
        name="interbankAccount"
        label="联行号"
        rules={rulesFrom(registerReviewBankEditBodySchema, 'interbankAccount')}
      >
        <Input maxLength={12} inputMode="numeric" placeholder="12 位数字" />
      </Form.Item>
      <Form.Item name="reason" label="修改原因" rules={rulesFrom(registerReviewBankEditBodySchema, 'reason')}>
        <Input.TextArea rows={3} maxLength={REVIEW_REASON_MAX} showCount placeholder="如 企业来函更正账号" />
      </Form.Item>
    </FormModal>
  );
}
