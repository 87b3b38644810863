import { bankChangeBodySchema, type BankChangeBody } from '@lyp/shared/company/company.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form } from 'antd';
import { FormModal, VoucherUpload } from '../../../../components/back-office';
import { companyCertificationApi, myCompanyAuthQuery } from '../../api/company-certification';
import { loadProfile } from '../../api/profile';
import { BankFields } from './bank-fields';
import { useFeedback } from '../../../../lib/feedback';

/**
 * 修改开户信息: a new account for the platform to review, with the paper that proves it; the one
 * in force stays until then.
 */
export function BankChangeModal({
  open,
  current,
  onClose,
}: {
  open: boolean;
  /** The account in force, to start from. */
  current: Partial<BankChangeBody>;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return (
    <FormModal<BankChangeBody>
      name="bank_change"
      title="修改开户信息"
      open={open}
      onClose={onClose}
      initialValues={current}
      okText="提交审核"
      successMessage={false}
      onSubmit={async (values) => {
        const answer = await companyCertificationApi.requestBankChange(bankChangeBodySchema.parse(values));
        void message.success(answer.msg);
        queryClient.setQueryData(myCompanyAuthQuery().queryKey, answer.data);
        // The profile says a change is waiting (the personal home shows it).
        void loadProfile();
      }}
    >
      <Alert
        type="info"
        showIcon
        title="新的开户信息须经平台审核，审核通过前，结算仍使用原账户。"
        style={{ marginBottom: 16 }}
      />
      <BankFields columns={1} />
      <Form.Item
        name="proofFileId"
        label="开户证明"
        rules={[{ required: true, message: '请上传开户许可证或银行开户证明' }]}
        extra="开户许可证，或银行出具的加盖公章的开户证明；户名须与认证的企业名称一致"
      >
        <VoucherUpload label="上传开户证明" />
      </Form.Item>
    </FormModal>
  );
}
