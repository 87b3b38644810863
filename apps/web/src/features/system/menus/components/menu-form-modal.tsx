import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { menuFieldsSchema, type MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Input, Select, Switch, TreeSelect } from 'antd';
import { EditFormModal, rulesFrom } from '../../../../components/back-office';
import { MenuIcon } from '../../../../components/layout/menu-icon';
import { useDictOptions } from '../../../../lib/dict-options';
import { CodeField, SortField } from '../../form-fields';
import { refreshMenuTree, saveMenuEntry } from '../api/menus';
import { parentChoices, ROOT_PARENT } from '../menu-rows';

export interface MenuFormValues {
  parentId: number;
  code: string;
  name: string;
  path?: string;
  icon?: string;
  sort: number;
  isHidden: boolean;
  metaKeepalive: boolean;
}

/** What the modal is for: a new menu under a parent, or an existing menu. */
export type MenuFormTarget = { kind: 'add'; parentId: number } | { kind: 'edit'; menu: MenuNode };

const rules = (field: keyof typeof menuFieldsSchema.shape) => rulesFrom(menuFieldsSchema, field);

/** A new menu's starting values, under its parent. */
const newMenuValues = (parentId: number): Partial<MenuFormValues> => ({
  parentId,
  sort: 0,
  isHidden: false,
  metaKeepalive: false,
});

const valuesOf = (menu: MenuNode): Partial<MenuFormValues> => ({
  parentId: menu.parentId,
  code: menu.code,
  name: menu.name,
  ...(menu.path ? { path: menu.path } : {}),
  ...(menu.icon ? { icon: menu.icon } : {}),
  sort: menu.sort,
  isHidden: menu.isHidden === 1,
  metaKeepalive: menu.metaKeepalive === 1,
});

/** The chosen icon, drawn, so the administrator sees what the side menu will show. */
function IconPreview({ name }: { name?: string }) {
  return (
    <Flex align="center" gap={8} data-testid="menu-icon-preview">
      预览：{name ? <MenuIcon name={name} /> : <span>未选择</span>}
    </Flex>
  );
}

export function MenuFormModal({
  target,
  nodes,
  onClose,
}: {
  /** Closed when undefined. */
  target: MenuFormTarget | undefined;
  nodes: MenuNode[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  const icon = Form.useWatch('icon', form);

  return (
    <EditFormModal<MenuNode, MenuFormValues>
      target={target && (target.kind === 'edit' ? target.menu : 'new')}
      noun="菜单"
      onClose={onClose}
      form={form}
      name="menu_form"
      defaults={target?.kind === 'add' ? newMenuValues(target.parentId) : {}}
      valuesOf={valuesOf}
      onSave={async (values, current) => {
        const body = {
          ...values,
          type: 'menu' as const,
          path: values.path ?? null,
          icon: values.icon ?? null,
        };
        await saveMenuEntry(body, current?.id);
        await refreshMenuTree(queryClient);
      }}
    >
      {(current) => (
        <>
          <Form.Item name="parentId" label="上级菜单" rules={rules('parentId')}>
            <TreeSelect
              treeData={parentChoices(nodes, {
                withRoot: true,
                ...(current ? { excludeId: current.id } : {}),
              })}
              treeDefaultExpandedKeys={[ROOT_PARENT]}
              showSearch
              treeNodeFilterProp="title"
              placeholder="请选择上级菜单"
            />
          </Form.Item>
          <Form.Item name="name" label="菜单名称" rules={rules('name')}>
            <Input placeholder="例如：角色管理" />
          </Form.Item>
          <CodeField
            label="菜单编码"
            rules={rules('code')}
            locked={current?.isSystem ?? false}
            lockedNote="系统内置菜单的编码不能修改"
            placeholder="例如：RoleManage"
          />
          <Form.Item name="path" label="路由地址" rules={rules('path')}>
            <Input placeholder="例如：/personalcenter/rolemanage；分组菜单可不填" />
          </Form.Item>
          <Form.Item name="icon" label="菜单图标" rules={rules('icon')} extra={<IconPreview name={icon} />}>
            <IconSelect />
          </Form.Item>
          <SortField rules={rules('sort')} extra="数字越小越靠前" max={99_999} />
          <MenuFlags />
        </>
      )}
    </EditFormModal>
  );
}

/** The icon dictionary's entries, each drawn beside its name. */
function IconSelect(props: { value?: string; onChange?: (value: string | undefined) => void; id?: string }) {
  const { options: icons, isLoading: iconsLoading } = useDictOptions(DICT_CODES.menuIcon);
  return (
    <Select
      {...props}
      allowClear
      showSearch
      loading={iconsLoading}
      placeholder="请选择菜单图标"
      optionFilterProp="label"
      options={icons.map((option) => ({
        value: option.value,
        label: `${option.label}（${option.value}）`,
      }))}
      optionRender={(option) => (
        <Flex gap={8} align="center">
          <MenuIcon name={String(option.value)} />
          {option.label}
        </Flex>
      )}
    />
  );
}

function MenuFlags() {
  return (
    <Flex gap={32}>
      <Form.Item name="isHidden" label="隐藏" valuePropName="checked" tooltip="隐藏的菜单不出现在侧边菜单中">
        <Switch />
      </Form.Item>
      <Form.Item
        name="metaKeepalive"
        label="缓存"
        valuePropName="checked"
        tooltip="切换页面时保留该页面的状态"
      >
        <Switch />
      </Form.Item>
    </Flex>
  );
}
