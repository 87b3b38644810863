import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { eventLabel } from '../lib/webhook-labels';
import { ClippedTags } from './clipped-tags';
import { DeliveryStatusTag } from './delivery-status-tag';

const COPY_TIPS: [string, string] = ['复制', '已复制'];
const none = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

function LastDelivery({ last }: { last: WebhookEndpoint['lastDelivery'] }) {
  if (!last) return none('暂无');
  return (
    <Flex vertical gap={2} align="start">
      <DeliveryStatusTag status={last.status} />
      <Typography.Text type="secondary">{formatTimestamp(new Date(last.createdAt))}</Typography.Text>
    </Flex>
  );
}

/**
 * 地址, 备注, 订阅事件, 状态, 最近投递, 密钥尾号 and 创建人/时间, in Beijing time. The address is
 * clipped to the column, whole in its tooltip and when copied.
 */
export const webhookColumns: TableColumnsType<WebhookEndpoint> = [
  {
    title: '地址',
    dataIndex: 'url',
    key: 'url',
    render: (url: string) => (
      <Typography.Text
        copyable={{ tooltips: COPY_TIPS }}
        ellipsis={{ tooltip: url }}
        className="lyp-integrations__mono lyp-webhooks__url"
      >
        {url}
      </Typography.Text>
    ),
  },
  { title: '备注', dataIndex: 'description', render: (note: string | null) => note || none('—') },
  {
    title: '订阅事件',
    dataIndex: 'events',
    width: 300,
    render: (events: string[]) => <ClippedTags values={events.map(eventLabel)} unit="种事件" shown={2} />,
  },
  {
    title: '状态',
    dataIndex: 'enabled',
    render: (enabled: boolean) => (enabled ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>),
  },
  {
    title: '最近投递',
    dataIndex: 'lastDelivery',
    render: (last: WebhookEndpoint['lastDelivery']) => <LastDelivery last={last} />,
  },
  {
    title: '密钥尾号',
    dataIndex: 'secretHint',
    render: (hint: string) => <span className="lyp-integrations__mono">…{hint}</span>,
  },
  {
    title: '创建人/时间',
    key: 'created',
    render: (_value, endpoint) => (
      <Flex vertical gap={2}>
        <span>{endpoint.createdByName || '—'}</span>
        <Typography.Text type="secondary">{formatTimestamp(new Date(endpoint.createdAt))}</Typography.Text>
      </Flex>
    ),
  },
];
