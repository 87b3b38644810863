import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Role } from '@lyp/shared/system/role-admin.schemas';
import { Tag, type TableColumnsType } from 'antd';
import type { RowAction } from '../../../../components/back-office';

/** Sortable where the server sorts (name, code, sort, created). */
export const ROLE_COLUMNS: TableColumnsType<Role> = [
  {
    title: '角色名称',
    dataIndex: 'name',
    sorter: true,
    render: (name: string, role) => (
      <>
        {name} {role.isBuiltIn && <Tag>内置</Tag>}
      </>
    ),
  },
  { title: '角色编码', dataIndex: 'code', sorter: true },
  { title: '描述', dataIndex: 'description', render: (text: string | null) => text ?? '—' },
  { title: '排序', dataIndex: 'sort', sorter: true },
  { title: '用户数', dataIndex: 'userCount' },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    sorter: true,
    render: (at: string) => formatTimestamp(new Date(at)),
  },
];

/** 编辑, 分配权限 and 删除 (not for a built-in role). */
export function roleRowActions(handlers: {
  edit: (role: Role) => void;
  grant: (role: Role) => void;
  remove: (role: Role) => Promise<void>;
}): RowAction<Role>[] {
  return [
    {
      key: 'edit',
      label: '编辑',
      code: PERMISSIONS.roleEdit.code,
      onClick: handlers.edit,
    },
    {
      key: 'grant',
      label: '分配权限',
      code: PERMISSIONS.roleGrant.code,
      onClick: handlers.grant,
    },
    {
      key: 'remove',
      label: '删除',
      code: PERMISSIONS.roleRemove.code,
      danger: true,
      hidden: (role) => role.isBuiltIn,
      confirm: (role) => ({
        title: `确定删除角色“${role.name}”吗？`,
        content: role.userCount > 0 ? `仍有 ${role.userCount} 个用户拥有该角色，需先取消分配。` : undefined,
      }),
      onClick: handlers.remove,
    },
  ];
}
