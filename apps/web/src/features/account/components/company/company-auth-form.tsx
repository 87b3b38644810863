import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { Button, Flex, Form } from 'antd';
import { zhValidateMessages } from '../../../../lib/form-messages';
import { useCompanyAuthSave } from '../../hooks/use-company-auth-save';
import type { CompanyAuthFormValues } from './company-auth-values';
import { CompanyAuthFields } from './company-auth-fields';

/**
 * The application form: 保存草稿 keeps what is filled in (checking only those fields), 提交审核
 * sends everything for review. A draft or rejected application is updated, else one is created.
 */
export function CompanyAuthForm({
  auth,
  initialValues,
}: {
  /** The saved application, when there is one to edit. */
  auth: CompanyAuth | null;
  initialValues: CompanyAuthFormValues;
}) {
  const [form] = Form.useForm<CompanyAuthFormValues>();
  const { saving, send } = useCompanyAuthSave(form, auth);

  return (
    <Form<CompanyAuthFormValues>
      form={form}
      name="company_auth"
      layout="vertical"
      initialValues={initialValues}
      validateMessages={zhValidateMessages}
      onFinish={() => void send(true)}
      className="lyp-company-form"
    >
      <CompanyAuthFields />
      <Flex gap={12} wrap className="lyp-company-form__actions">
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={saving === 'submit'}
          disabled={saving === 'draft'}
        >
          {auth?.status === 'rejected' ? '重新提交审核' : '提交审核'}
        </Button>
        <Button
          size="large"
          loading={saving === 'draft'}
          disabled={saving === 'submit'}
          onClick={() => void send(false)}
        >
          保存草稿
        </Button>
      </Flex>
    </Form>
  );
}
