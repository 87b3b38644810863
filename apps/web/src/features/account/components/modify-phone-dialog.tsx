import { replacePhoneBodySchema } from '@lyp/shared/account/account.schemas';
import { phoneSchema } from '@lyp/shared/common/fields';
import { Form, Input, Modal, Typography } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { replacePhone } from '../api/account-settings';
import { useAccountChange } from '../hooks/use-account-change';
import { SmsCodeField } from './sms-code-field';

interface PhoneForm {
  phone: string;
  code: string;
  password: string;
}

/** Moves the account to a new phone: a code sent to the new number plus the current password. */
export function ModifyPhoneDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<PhoneForm>();
  const save = useAccountChange(replacePhone, onClose);

  return (
    <Modal
      title="更换手机号"
      open={open}
      okText="确认更换"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        更换后请使用新手机号登录、接收验证码。验证码将发送到新手机号。
      </Typography.Paragraph>
      <Form<PhoneForm>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        preserve={false}
      >
        <Form.Item name="phone" label="新手机号" required rules={[zodRule(phoneSchema)]}>
          <Input placeholder="请输入新手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <SmsCodeField form={form} type="4" />
        <Form.Item
          name="password"
          label="当前密码"
          required
          rules={[zodRule(replacePhoneBodySchema.shape.password)]}
        >
          <Input.Password placeholder="请输入当前登录密码" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
