import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { phoneSchema } from '@lyp/shared/common/fields';
import { Button, Form, Input, Typography } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import type { useSignIn } from '../hooks/use-sign-in';
import { SmsCodeField } from './sms-code-field';

type SignIn = ReturnType<typeof useSignIn>;

interface AccountForm {
  username: string;
  password: string;
}

interface MobileForm {
  phone: string;
  code: string;
}

/** 账号登录: a user name or phone, and the password. */
export function AccountLoginForm({ signIn, username }: { signIn: SignIn; username: string }) {
  const [accountForm] = Form.useForm<AccountForm>();
  return (
    <Form<AccountForm>
      form={accountForm}
      layout="vertical"
      size="large"
      initialValues={{ username }}
      onFinish={(values) => signIn.mutate({ grant_type: 'password', ...values })}
    >
      <Form.Item name="username" label="账号" rules={[{ required: true, whitespace: true }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名或手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={[{ required: true }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        登录
      </Button>
    </Form>
  );
}

/** 手机登录: a registered phone and the SMS code sent to it. */
export function MobileLoginForm({ signIn }: { signIn: SignIn }) {
  const [mobileForm] = Form.useForm<MobileForm>();
  return (
    <Form<MobileForm>
      form={mobileForm}
      layout="vertical"
      size="large"
      onFinish={(values) => signIn.mutate({ grant_type: 'sms_code', ...values })}
    >
      <Form.Item name="phone" label="手机号" required rules={[zodRule(phoneSchema)]}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={mobileForm} type="2" />
      <Typography.Paragraph type="secondary" className="lyp-auth-form__hint">
        验证码仅发送到已注册的手机号。
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
        登录
      </Button>
    </Form>
  );
}
