import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { ClippedTags } from './clipped-tags';

const timeOf = (at: string | null, none: string) =>
  at ? formatTimestamp(new Date(at)) : <Typography.Text type="secondary">{none}</Typography.Text>;

/**
 * 名称, client_id, 权限, IP 白名单, 每分钟调用上限, 密钥尾号, 状态, 创建人, 创建时间 and 最近使用,
 * in Beijing time. `labelOf` names a permission code.
 */
export function apiClientColumns(labelOf: (code: string) => string): TableColumnsType<ApiClient> {
  return [
    { title: '名称', dataIndex: 'name', key: 'name' },
    {
      title: 'client_id',
      dataIndex: 'clientId',
      render: (clientId: string) => (
        <Typography.Text code copyable={{ tooltips: ['复制', '已复制'] }} className="lyp-integrations__mono">
          {clientId}
        </Typography.Text>
      ),
    },
    {
      title: '权限',
      dataIndex: 'scopes',
      width: 280,
      render: (scopes: string[]) => <ClippedTags values={scopes.map(labelOf)} unit="项权限" />,
    },
    {
      title: 'IP 白名单',
      dataIndex: 'ipAllowlist',
      render: (entries: string[]) =>
        entries.length === 0 ? (
          <Typography.Text type="secondary">不限</Typography.Text>
        ) : (
          <ClippedTags values={entries} unit="项" shown={2} mono />
        ),
    },
    { title: '每分钟调用上限', dataIndex: 'rateLimitPerMinute', render: (limit: number) => `${limit} 次` },
    {
      title: '密钥尾号',
      dataIndex: 'secretHint',
      render: (hint: string) => <span className="lyp-integrations__mono">…{hint}</span>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      render: (status: ApiClient['status']) =>
        status === 'active' ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>,
    },
    { title: '创建人', dataIndex: 'createdByName', render: (name: string | null) => name || '—' },
    { title: '创建时间', dataIndex: 'createdAt', render: (at: string) => timeOf(at, '—') },
    { title: '最近使用', dataIndex: 'lastUsedAt', render: (at: string | null) => timeOf(at, '从未使用') },
  ];
}
