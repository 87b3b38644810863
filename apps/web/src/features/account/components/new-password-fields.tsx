import { LockOutlined } from '@ant-design/icons';
import { confirmPasswordSchema, passwordSchema, PASSWORD_RULE_TEXT } from '@lyp/shared/common/fields';
import { Form, Input, type FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { matchesField, zodRule } from '../../../lib/form-rules';

/** A new password and its confirmation, checked by the same rules the server applies. */
export function NewPasswordFields({ label = '密码' }: { label?: string }) {
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        required
        rules={[zodRule(passwordSchema)]}
        extra={PASSWORD_RULE_TEXT}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={`设置${label}`} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={`确认${label}`}
        required
        dependencies={['password']}
        rules={[zodRule(confirmPasswordSchema), matchesField('password', '两次输入的密码不一致')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={`再次输入${label}`}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}

/**
 * The server alone knows the list of common passwords (too big for the page): its refusal
 * goes under the password field, where the user will fix it. False for any other failure.
 */
export function showPasswordRefusal(form: FormInstance, error: Error): boolean {
  if (!(error instanceof ApiError) || error.body?.error !== 'PASSWORD_TOO_COMMON') return false;
  form.setFields([{ name: 'password', errors: [error.message] }]);
  return true;
}
