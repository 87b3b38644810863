import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { phoneSchema } from '@lyp/shared/common/fields';
import { Button, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { zodRule } from '../../../lib/form-rules';
import { useSignIn } from '../hooks/use-sign-in';
import { SmsCodeField } from './sms-code-field';

interface AccountForm {
  username: string;
  password: string;
}

interface MobileForm {
  phone: string;
  code: string;
}

/** Sign-in with an account and password, or with a phone and an SMS code. */
export function LoginPage() {
  const location = useLocation();
  const state = location.state as { from?: string; username?: string } | null;
  const signIn = useSignIn(state?.from);
  const [accountForm] = Form.useForm<AccountForm>();
  const [mobileForm] = Form.useForm<MobileForm>();
  const [tab, setTab] = useState<'account' | 'mobile'>('account');

  return (
    <div className="lyp-auth-form">
      <Typography.Title level={3}>欢迎登录</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'account' | 'mobile')}
        items={[
          {
            key: 'account',
            label: '账号登录',
            children: (
              <Form<AccountForm>
                form={accountForm}
                layout="vertical"
                size="large"
                initialValues={{ username: state?.username ?? '' }}
                onFinish={(values) => signIn.mutate({ grant_type: 'password', ...values })}
              >
                <Form.Item name="username" label="账号" rules={[{ required: true, whitespace: true }]}>
                  <Input prefix={<UserOutlined />} placeholder="用户名或手机号" autoComplete="username" />
                </Form.Item>
                <Form.Item name="password" label="密码" rules={[{ required: true }]}>
                  <Input.Password
                    prefix={<LockOutlined />}
                    placeholder="请输入密码"
                    autoComplete="current-password"
                  />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
                  登录
                </Button>
              </Form>
            ),
          },
          {
            key: 'mobile',
            label: '手机登录',
            children: (
              <Form<MobileForm>
                form={mobileForm}
                layout="vertical"
                size="large"
                onFinish={(values) => signIn.mutate({ grant_type: 'sms_code', ...values })}
              >
                <Form.Item name="phone" label="手机号" required rules={[zodRule(phoneSchema)]}>
                  <Input
                    prefix={<MobileOutlined />}
                    placeholder="请输入手机号"
                    maxLength={11}
                    autoComplete="tel"
                  />
                </Form.Item>
                <SmsCodeField form={mobileForm} type="2" />
                <Typography.Paragraph type="secondary" className="lyp-auth-form__hint">
                  验证码仅发送到已注册的手机号。
                </Typography.Paragraph>
                <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
                  登录
                </Button>
              </Form>
            ),
          },
        ]}
      />
      <div className="lyp-auth-form__links">
        <Link to={ROUTES.forgetPassword.path}>忘记密码？</Link>
        <span>
          还没有账号？<Link to={ROUTES.signup.path}>立即注册</Link>
        </span>
      </div>
    </div>
  );
}
