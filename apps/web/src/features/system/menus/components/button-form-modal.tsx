import { buttonFieldsSchema, type MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { FormModal, rulesFrom } from '../../../../components/back-office';
import { refreshMenuTree, saveMenuEntry } from '../api/menus';
import { parentChoices } from '../menu-rows';

export interface ButtonFormValues {
  parentId: number;
  code: string;
  name: string;
  sort: number;
}

/** A new button under a menu, or an existing button. */
export type ButtonFormTarget = { kind: 'add'; parentId: number } | { kind: 'edit'; button: MenuNode };

const rules = (field: keyof typeof buttonFieldsSchema.shape) => rulesFrom(buttonFieldsSchema, field);

/** A button is a permission: its code is what routes and <Can> check. */
export function ButtonFormModal({
  target,
  nodes,
  onClose,
}: {
  target: ButtonFormTarget | undefined;
  nodes: MenuNode[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const editing = target?.kind === 'edit' ? target.button : undefined;
  const initialValues: Partial<ButtonFormValues> | undefined =
    target?.kind === 'add'
      ? { parentId: target.parentId, sort: 0 }
      : editing && { parentId: editing.parentId, code: editing.code, name: editing.name, sort: editing.sort };

  const submit = async (values: ButtonFormValues) => {
    const body = { ...values, type: 'button' as const };
    await saveMenuEntry(body, editing?.id);
    await refreshMenuTree(queryClient);
  };

  return (
    <FormModal<ButtonFormValues>
      title={editing ? '编辑按钮' : '新增按钮'}
      open={target !== undefined}
      onClose={onClose}
      onSubmit={submit}
      name="button_form"
      initialValues={initialValues}
    >
      <Form.Item name="parentId" label="所属菜单" rules={rules('parentId')}>
        <TreeSelect
          treeData={parentChoices(nodes, { withRoot: false })}
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          placeholder="请选择所属菜单"
        />
      </Form.Item>
      <Form.Item name="name" label="按钮名称" rules={rules('name')}>
        <Input placeholder="例如：新增角色" />
      </Form.Item>
      <Form.Item
        name="code"
        label="按钮编码"
        rules={rules('code')}
        extra={editing?.isSystem ? '系统使用的权限编码不能修改' : '权限编码，例如 sys_role_add'}
      >
        <Input disabled={editing?.isSystem} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={rules('sort')}>
        <InputNumber min={0} max={99_999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
