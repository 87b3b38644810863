import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { Flex, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { DictTag, type FilterField } from '../../../../components/back-office';
import { USER_STATUS_COLORS, USER_STATUS_OPTIONS } from '../user-status';

type Options = { label: string; value: number }[];

/** The search form: name, phone, organisation, role and status, all kept in the URL. */
export function userFilters(organisations: Options, roles: Options): FilterField[] {
  return [
    { name: 'name', label: '用户名/姓名', kind: 'text' },
    { name: 'phone', label: '手机号', kind: 'text' },
    { name: 'orgId', label: '所属组织', kind: 'select', options: organisations },
    { name: 'roleId', label: '角色', kind: 'select', options: roles },
    {
      name: 'status',
      label: '状态',
      kind: 'select',
      options: USER_STATUS_OPTIONS.map(({ label, value }) => ({ label, value })),
    },
  ];
}

const dash = (text: string | null) => text || '-';

/** Administrators see the whole phone number: they manage the account it signs in with. */
export const USER_COLUMNS: TableColumnsType<UserAdminRow> = [
  { title: '用户名', dataIndex: 'username', sorter: true, render: dash },
  { title: '姓名', dataIndex: 'actualName', sorter: true, render: dash },
  { title: '手机号', dataIndex: 'phone', sorter: true },
  {
    title: '所属组织',
    key: 'organisations',
    render: (_value, row) => (
      <Flex gap={4} wrap>
        {row.organisations.map((org) => (
          <Tag key={org.id} color={org.isDefault ? 'blue' : undefined}>
            {org.name}
            {org.isDefault ? '（默认）' : ''}
          </Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: '角色',
    key: 'roles',
    render: (_value, row) => (
      <Flex gap={4} wrap>
        {row.roles.map((role) => (
          <Tag key={role.id}>{role.name}</Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    render: (_value, row) => (
      <Flex gap={4} wrap>
        <DictTag options={USER_STATUS_OPTIONS} value={row.status} colors={USER_STATUS_COLORS} />
        {row.mustChangePassword && <Tag color="orange">待修改密码</Tag>}
      </Flex>
    ),
  },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    sorter: true,
    render: (value: string) => formatTimestamp(new Date(value)),
  },
];
