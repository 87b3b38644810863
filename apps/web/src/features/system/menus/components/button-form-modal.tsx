import { buttonFieldsSchema, type MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import { EditFormModal, rulesFrom } from '../../../../components/back-office';
import { CodeField, SortField } from '../../form-fields';
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
  return (
    <EditFormModal<MenuNode, ButtonFormValues>
      target={target && (target.kind === 'edit' ? target.button : 'new')}
      noun="按钮"
      onClose={onClose}
      name="button_form"
      defaults={target?.kind === 'add' ? { parentId: target.parentId, sort: 0 } : {}}
      valuesOf={(button) => ({
        parentId: button.parentId,
        code: button.code,
        name: button.name,
        sort: button.sort,
      })}
      onSave={async (values, current) => {
        await saveMenuEntry({ ...values, type: 'button' }, current?.id);
        await refreshMenuTree(queryClient);
      }}
    >
      {(current) => (
        <>
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
          <CodeField
            label="按钮编码"
            rules={rules('code')}
            locked={current?.isSystem ?? false}
            lockedNote="系统使用的权限编码不能修改"
            note="权限编码，例如 sys_role_add"
          />
          <SortField rules={rules('sort')} max={99_999} />
        </>
      )}
    </EditFormModal>
  );
}
