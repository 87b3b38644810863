import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { changePasswordBodySchema, type ChangePasswordBody } from '@lyp/shared/account/account.schemas';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { changePassword } from '../api/registration';
import type { PasswordChangeReason } from '../lib/change-password-path';
import { NewPasswordFields, showPasswordRefusal } from './new-password-fields';

const fields = changePasswordBodySchema.shape;

const CURRENT_LABEL: Record<PasswordChangeReason, string> = {
  admin_reset: '临时密码',
  expired: '当前密码',
};

/**
 * 修改密码 with the current password, no session needed: how a temporary password (an
 * administrator's reset, a new sub-account) or one past 90 days is replaced before signing in.
 */
export function ChangePasswordForm({ account, reason }: { account: string; reason: PasswordChangeReason }) {
  const [form] = Form.useForm<ChangePasswordBody>();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer, values) => {
      void message.success(answer.msg);
      void navigate(ROUTES.login.path, { state: { username: values.account } });
    },
    onError: (error) => {
      if (showPasswordRefusal(form, error)) return;
      const field = error instanceof ApiError ? error.body?.fields?.[0]?.field : undefined;
      if (field === 'oldPassword') form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
      else void message.error(error.message);
    },
  });
  const currentLabel = CURRENT_LABEL[reason];

  return (
    <Form<ChangePasswordBody>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ account }}
      onFinish={(values) => change.mutate(values)}
    >
      <Form.Item name="account" label="账号" required rules={[zodRule(fields.account)]}>
        <Input prefix={<UserOutlined />} placeholder="用户名或手机号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="oldPassword" label={currentLabel} required rules={[zodRule(fields.oldPassword)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={`请输入${currentLabel}`}
          autoComplete="current-password"
          autoFocus={account !== ''}
        />
      </Form.Item>
      <NewPasswordFields label="新密码" />
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        修改密码
      </Button>
    </Form>
  );
}
