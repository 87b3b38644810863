import { roleAddBodySchema, type Role } from '@lyp/shared/system/role-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { FormModal, rulesFrom } from '../../../../components/back-office';
import { refreshRoles, saveRole } from '../api/roles';

export interface RoleFormValues {
  code: string;
  name: string;
  description?: string;
  sort: number;
}

const rules = (field: keyof typeof roleAddBodySchema.shape) => rulesFrom(roleAddBodySchema, field);

/** roleForm: a new role (`'new'`) or an existing one; closed when undefined. */
export function RoleFormModal({
  target,
  onClose,
}: {
  target: Role | 'new' | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const editing = target === 'new' ? undefined : target;
  const initialValues: Partial<RoleFormValues> | undefined =
    target === 'new'
      ? { sort: 0 }
      : editing && {
          code: editing.code,
          name: editing.name,
          ...(editing.description ? { description: editing.description } : {}),
          sort: editing.sort,
        };

  const submit = async (values: RoleFormValues) => {
    const body = { ...values, description: values.description ?? null };
    await saveRole(body, editing?.id);
    await refreshRoles(queryClient);
  };

  return (
    <FormModal<RoleFormValues>
      title={editing ? '编辑角色' : '新增角色'}
      open={target !== undefined}
      onClose={onClose}
      onSubmit={submit}
      name="role_form"
      initialValues={initialValues}
    >
      <Form.Item name="name" label="角色名称" rules={rules('name')}>
        <Input placeholder="例如：运营专员" />
      </Form.Item>
      <Form.Item
        name="code"
        label="角色编码"
        rules={rules('code')}
        extra={editing?.isBuiltIn ? '系统内置角色的编码不能修改' : '英文字母开头，例如 operator'}
      >
        <Input disabled={editing?.isBuiltIn} />
      </Form.Item>
      <Form.Item name="description" label="角色描述" rules={rules('description')}>
        <Input.TextArea rows={3} showCount maxLength={200} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules('sort')} extra="数字越小越靠前">
        <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
