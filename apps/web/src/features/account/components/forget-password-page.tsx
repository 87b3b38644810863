import { MobileOutlined } from '@ant-design/icons';
import { phoneSchema } from '@lyp/shared/common/fields';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { zodRule } from '../../../lib/form-rules';
import { resetPassword } from '../api/registration';
import { ChangePasswordForm } from './change-password-form';
import { useToLoginAfter } from '../hooks/use-to-login-after';
import { NewPasswordFields } from './new-password-fields';
import type { PasswordChangeReason } from './password-expired-dialog';
import { SmsCodeField } from './sms-code-field';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}

type Mode = 'sms' | 'change';

/**
 * 找回密码 with a code sent to the account's phone, or 修改密码 with the current one; either
 * signs every session out. A sign-in refused for a temporary or expired password lands on the
 * second (`?mode=change&account=…&reason=…`) with the account filled in.
 */
export function ForgetPasswordPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'change' ? 'change' : 'sms');
  const reason: PasswordChangeReason = params.get('reason') === 'admin_reset' ? 'admin_reset' : 'expired';
  return (
    <div className="lyp-auth-form">
      <Typography.Title level={3}>{mode === 'change' ? '修改密码' : '找回密码'}</Typography.Title>
      <Tabs
        activeKey={mode}
        onChange={(key) => setMode(key as Mode)}
        items={[
          { key: 'sms', label: '短信验证码找回', children: <SmsReset /> },
          {
            key: 'change',
            label: reason === 'admin_reset' ? '用临时密码修改' : '用当前密码修改',
            children: <ChangePasswordForm account={params.get('account') ?? ''} reason={reason} />,
          },
        ]}
      />
      <div className="lyp-auth-form__links">
        <Link to={ROUTES.login.path}>返回登录</Link>
        <Link to={ROUTES.signup.path}>注册新账号</Link>
      </div>
    </div>
  );
}

/** A new password with a code sent to the account's phone; every session is signed out. */
function SmsReset() {
  const [form] = Form.useForm<ResetForm>();
  const reset = useMutation({ mutationFn: resetPassword, ...useToLoginAfter(form) });

  return (
    <>
      <Typography.Paragraph type="secondary">
        通过注册手机号接收验证码，设置新密码后请重新登录。
      </Typography.Paragraph>
      <Form<ResetForm> form={form} layout="vertical" size="large" onFinish={(values) => reset.mutate(values)}>
        <Form.Item name="phone" label="手机号" required rules={[zodRule(phoneSchema)]}>
          <Input
            prefix={<MobileOutlined />}
            placeholder="注册时使用的手机号"
            maxLength={11}
            autoComplete="tel"
          />
        </Form.Item>
        <SmsCodeField form={form} type="3" />
        <NewPasswordFields label="新密码" />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          重置密码
        </Button>
      </Form>
    </>
  );
}
