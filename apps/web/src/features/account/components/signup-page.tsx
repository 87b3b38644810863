import { MobileOutlined } from '@ant-design/icons';
import { phoneSchema } from '@lyp/shared/common/fields';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { zodRule } from '../../../lib/form-rules';
import { register } from '../api/registration';
import { useToLoginAfter } from '../hooks/use-to-login-after';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeField } from './sms-code-field';

interface SignupForm {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

/** Sign-up with a verified mobile number. */
export function SignupPage() {
  const [form] = Form.useForm<SignupForm>();
  const signup = useMutation({
    mutationFn: (values: SignupForm) => register({ ...values, agreement: true }),
    ...useToLoginAfter(form),
  });

  return (
    <div className="lyp-auth-form">
      <Typography.Title level={3}>注册账号</Typography.Title>
      <Typography.Paragraph type="secondary">
        注册后即可浏览标的；完成实名认证并缴纳保证金后即可出价。
      </Typography.Paragraph>
      <Form<SignupForm>
        form={form}
        layout="vertical"
        size="large"
        onFinish={(values) => signup.mutate(values)}
      >
        <Form.Item name="phone" label="手机号" required rules={[zodRule(phoneSchema)]}>
          <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <SmsCodeField form={form} type="1" />
        <NewPasswordFields />
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (value !== true) throw new Error('请阅读并勾选同意《用户注册协议》');
              },
            },
          ]}
        >
          <Checkbox>
            我已阅读并同意
            <Link to={ROUTES.agreement.path} target="_blank" rel="noopener">
              《用户注册协议》
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signup.isPending}>
          注册
        </Button>
      </Form>
      <div className="lyp-auth-form__links">
        <span />
        <span>
          已有账号？<Link to={ROUTES.login.path}>立即登录</Link>
        </span>
      </div>
    </div>
  );
}
