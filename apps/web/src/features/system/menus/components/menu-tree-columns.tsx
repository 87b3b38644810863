import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../../components/layout/menu-icon';
import { Can } from '../../../../components/permission/can';
import type { MenuRow } from '../menu-rows';

export interface MenuTreeActions {
  addChildMenu: (parent: MenuNode) => void;
  addButton: (parent: MenuNode) => void;
  edit: (row: MenuNode) => void;
  remove: (row: MenuNode) => Promise<unknown>;
}

function ActionLink({
  code,
  children,
  ...props
}: { code: string; children: ReactNode } & Parameters<typeof Button>[0]) {
  return (
    <Can code={code}>
      <Button type="link" size="small" {...props}>
        {children}
      </Button>
    </Can>
  );
}

const yesNo = (flag: 0 | 1) => (flag === 1 ? '是' : '否');

/** The tree table's columns; 操作 offers what the user's buttons allow. */
export function menuTreeColumns(
  actions: MenuTreeActions,
  askRemove: (row: MenuNode) => void,
): TableColumnsType<MenuRow> {
  return [
    {
      title: '名称',
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space size={6}>
          {row.type === 'menu' ? <MenuIcon name={row.icon} /> : null}
          {name}
        </Space>
      ),
    },
    { title: '编码', dataIndex: 'code' },
    {
      title: '类型',
      dataIndex: 'type',
      render: (type: MenuNode['type']) => (type === 'menu' ? <Tag color="blue">菜单</Tag> : <Tag>按钮</Tag>),
    },
    { title: '路由地址', dataIndex: 'path', render: (path: string | null) => path ?? '—' },
    { title: '排序', dataIndex: 'sort' },
    { title: '隐藏', dataIndex: 'isHidden', render: yesNo },
    {
      title: '缓存',
      dataIndex: 'metaKeepalive',
      render: (flag: 0 | 1, row) => (row.type === 'menu' ? yesNo(flag) : '—'),
    },
    { title: '角色数', dataIndex: 'roleCount' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_value: unknown, row) => (
        <Space size={0} wrap>
          {row.type === 'menu' && (
            <>
              <ActionLink code={PERMISSIONS.menuAdd.code} onClick={() => actions.addChildMenu(row)}>
                新增子菜单
              </ActionLink>
              <ActionLink code={PERMISSIONS.menuAdd.code} onClick={() => actions.addButton(row)}>
                新增按钮
              </ActionLink>
            </>
          )}
          <ActionLink code={PERMISSIONS.menuEdit.code} onClick={() => actions.edit(row)}>
            编辑
          </ActionLink>
          <Can code={PERMISSIONS.menuRemove.code}>
            <Tooltip title={row.isSystem ? '系统内置，不能删除' : undefined}>
              <Button type="link" size="small" danger disabled={row.isSystem} onClick={() => askRemove(row)}>
                删除
              </Button>
            </Tooltip>
          </Can>
        </Space>
      ),
    },
  ];
}
