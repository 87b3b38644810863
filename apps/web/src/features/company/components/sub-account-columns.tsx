import type { SubAccount } from '@lyp/shared/company/sub-account.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { Flex, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { grantSummary } from './grants';

const PAGES_SHOWN = 3;

function GrantCell({ account, menus }: { account: SubAccount; menus: MenuItem[] }) {
  const { pages, buttons } = grantSummary(account.menuIds, menus);
  if (pages.length === 0 && buttons === 0)
    return <Typography.Text type="secondary">仅个人首页</Typography.Text>;
  const more = pages.length - PAGES_SHOWN;
  return (
    <Flex gap={4} wrap align="center">
      {pages.slice(0, PAGES_SHOWN).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {more > 0 && (
        <Tooltip title={pages.slice(PAGES_SHOWN).join('、')}>
          <Tag>+{more}</Tag>
        </Tooltip>
      )}
      {buttons > 0 && <Typography.Text type="secondary">{buttons} 项操作</Typography.Text>}
    </Flex>
  );
}

/** 姓名, 手机号, 状态, 权限, 备注, 创建时间: the company sees the whole phone, the account signs in with it. */
export function subAccountColumns(menus: MenuItem[]): TableColumnsType<SubAccount> {
  return [
    { title: '姓名', dataIndex: 'actualName', render: (name: string) => name || '—' },
    { title: '手机号', dataIndex: 'phone' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: SubAccount['status']) =>
        status === 'active' ? <Tag color="green">启用</Tag> : <Tag color="red">停用</Tag>,
    },
    {
      title: '权限',
      key: 'grants',
      width: 320,
      render: (_value, account) => <GrantCell account={account} menus={menus} />,
    },
    { title: '备注', dataIndex: 'remark', render: (remark: string | null) => remark || '—' },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      render: (at: string) => formatTimestamp(new Date(at)),
    },
  ];
}
