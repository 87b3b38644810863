import { replaceUserNameBodySchema } from '@lyp/shared/account/account.schemas';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { replaceUserName } from '../api/account-settings';
import { useAccountChange } from '../hooks/use-account-change';

/** Sets the sign-in username (the phone keeps working too). */
export function ModifyNameDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string | null;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ username: string }>();
  const save = useAccountChange(replaceUserName, onClose);

  return (
    <Modal
      title="修改用户名"
      open={open}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ username: current ?? '' }}
        onFinish={(values) => save.mutate(values)}
        preserve={false}
      >
        <Form.Item
          name="username"
          label="用户名"
          required
          rules={[zodRule(replaceUserNameBodySchema.shape.username)]}
          extra="以字母开头，4–20 位字母、数字或下划线。可用用户名或手机号登录。"
        >
          <Input placeholder="请输入新的用户名" maxLength={20} autoComplete="username" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
