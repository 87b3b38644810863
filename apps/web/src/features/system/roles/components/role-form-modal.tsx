import { roleAddBodySchema, type Role } from '@lyp/shared/system/role-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { EditFormModal, rulesFrom, type EditTarget } from '../../../../components/back-office';
import { CodeField, SortField } from '../../form-fields';
import { refreshRoles, saveRole } from '../api/roles';

export interface RoleFormValues {
  code: string;
  name: string;
  description?: string;
  sort: number;
}

const rules = (field: keyof typeof roleAddBodySchema.shape) => rulesFrom(roleAddBodySchema, field);

const valuesOf = (role: Role): Partial<RoleFormValues> => ({
  code: role.code,
  name: role.name,
  ...(role.description ? { description: role.description } : {}),
  sort: role.sort,
});

/** roleForm: a new role (`'new'`) or an existing one; closed when undefined. */
export function RoleFormModal({ target, onClose }: { target: EditTarget<Role>; onClose: () => void }) {
  const queryClient = useQueryClient();
  return (
    <EditFormModal<Role, RoleFormValues>
      target={target}
      noun="角色"
      onClose={onClose}
      name="role_form"
      defaults={{ sort: 0 }}
      valuesOf={valuesOf}
      onSave={async (values, current) => {
        await saveRole({ ...values, description: values.description ?? null }, current?.id);
        await refreshRoles(queryClient);
      }}
    >
      {(current) => (
        <>
          <Form.Item name="name" label="角色名称" rules={rules('name')}>
            <Input placeholder="例如：运营专员" />
          </Form.Item>
          <CodeField
            label="角色编码"
            rules={rules('code')}
            locked={current?.isBuiltIn ?? false}
            lockedNote="系统内置角色的编码不能修改"
            note="英文字母开头，例如 operator"
          />
          <Form.Item name="description" label="角色描述" rules={rules('description')}>
            <Input.TextArea rows={3} showCount maxLength={200} />
          </Form.Item>
          <SortField rules={rules('sort')} extra="数字越小越靠前" max={99_999} />
        </>
      )}
    </EditFormModal>
  );
}
