import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { ClippedTags } from './clipped-tags';
import { CreatedCell, NoValue, SecretHint } from './integration-cells';

/** The client's name and whether it is on, its client_id to copy, and its secret's last characters. */
function ClientCell({ client }: { client: ApiClient }) {
  return (
    <Flex vertical gap={4} align="start">
      <Flex wrap gap={8} align="center">
        <span className="lyp-integrations__name">{client.name}</span>
        {client.status === 'active' ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>}
      </Flex>
      <Typography.Text code copyable={{ tooltips: ['复制', '已复制'] }} className="lyp-integrations__mono">
        {client.clientId}
      </Typography.Text>
      <SecretHint hint={client.secretHint} />
    </Flex>
  );
}

/** How often the client may call, and from where. */
function LimitCell({ client }: { client: ApiClient }) {
  return (
    <Flex vertical gap={4} align="start">
      <span>{client.rateLimitPerMinute} 次/分钟</span>
      {client.ipAllowlist.length === 0 ? (
        <NoValue text="IP 不限" />
      ) : (
        <ClippedTags values={client.ipAllowlist} unit="个 IP" shown={1} mono />
      )}
    </Flex>
  );
}

/**
 * The table's width: the sized columns and 操作 (held on one line: 编辑, 调用记录, 更多) leave 权限
 * 170 px; a desktop's content area (1150 px or so at 1440) gives it the rest, a narrower one scrolls.
 */
export const API_CLIENT_TABLE_WIDTH = 1120;
export const API_CLIENT_ACTIONS_WIDTH = 220;

/**
 * 客户端 (名称 and 状态, client_id, 密钥尾号), 权限, 调用限制 (每分钟调用上限, IP 白名单),
 * 创建人/时间 and 最近使用, in Beijing time, sized to fit a desktop's content area without
 * scrolling sideways. `labelOf` names a permission code.
 */
export function apiClientColumns(labelOf: (code: string) => string): TableColumnsType<ApiClient> {
  return [
    {
      title: '客户端',
      dataIndex: 'name',
      key: 'name',
      width: 250,
      render: (_name: string, client) => <ClientCell client={client} />,
    },
    {
      title: '权限',
      dataIndex: 'scopes',
      render: (scopes: string[]) => <ClippedTags values={scopes.map(labelOf)} unit="项权限" />,
    },
    {
      title: '调用限制',
      key: 'limits',
      width: 150,
      render: (_value, client) => <LimitCell client={client} />,
    },
    {
      title: '创建人/时间',
      key: 'created',
      width: 175,
      render: (_value, client) => <CreatedCell by={client.createdByName} at={client.createdAt} />,
    },
    {
      title: '最近使用',
      dataIndex: 'lastUsedAt',
      width: 175,
      render: (at: string | null) => (at ? formatTimestamp(new Date(at)) : <NoValue text="从未使用" />),
    },
  ];
}
