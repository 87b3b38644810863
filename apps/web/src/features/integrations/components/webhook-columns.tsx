import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { eventLabel } from '../lib/webhook-labels';
import { ClippedTags } from './clipped-tags';
import { DeliveryStatusTag } from './delivery-status-tag';
import { CreatedCell, NoValue, SecretHint } from './integration-cells';

const COPY_TIPS: [string, string] = ['复制', '已复制'];

/**
 * The address, clipped to the column (whole in its tooltip and when copied), whether it is on
 * and its note, and its secret's last characters.
 */
function EndpointCell({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text
        copyable={{ tooltips: COPY_TIPS }}
        ellipsis={{ tooltip: endpoint.url }}
        className="lyp-integrations__mono lyp-webhooks__url"
      >
        {endpoint.url}
      </Typography.Text>
      <Flex wrap gap={8} align="center">
        {endpoint.enabled ? <Tag color="green">启用</Tag> : <Tag>已停用</Tag>}
        {endpoint.description && (
          <Typography.Text type="secondary" className="lyp-integrations__name">
            {endpoint.description}
          </Typography.Text>
        )}
      </Flex>
      <SecretHint hint={endpoint.secretHint} />
    </Flex>
  );
}

function LastDelivery({ last }: { last: WebhookEndpoint['lastDelivery'] }) {
  if (!last) return <NoValue text="暂无" />;
  return (
    <Flex vertical gap={2} align="start">
      <DeliveryStatusTag status={last.status} />
      <Typography.Text type="secondary">{formatTimestamp(new Date(last.createdAt))}</Typography.Text>
    </Flex>
  );
}

/**
 * The table's width: the sized columns and 操作 (held on one line: 编辑, 发送测试, 投递记录, 更多)
 * leave 订阅事件 210 px; a desktop's content area (1150 px or so at 1440) gives it the rest, a
 * narrower one scrolls.
 */
export const WEBHOOK_TABLE_WIDTH = 1120;
export const WEBHOOK_ACTIONS_WIDTH = 290;

/**
 * 推送地址 (the address, 状态 and 备注, 密钥尾号), 订阅事件, 最近投递 and 创建人/时间, in Beijing
 * time, sized to fit a desktop's content area without scrolling sideways.
 */
export const webhookColumns: TableColumnsType<WebhookEndpoint> = [
  {
    title: '推送地址',
    dataIndex: 'url',
    key: 'url',
    width: 280,
    render: (_url: string, endpoint) => <EndpointCell endpoint={endpoint} />,
  },
  {
    title: '订阅事件',
    dataIndex: 'events',
    render: (events: string[]) => <ClippedTags values={events.map(eventLabel)} unit="种事件" shown={2} />,
  },
  {
    title: '最近投递',
    dataIndex: 'lastDelivery',
    width: 175,
    render: (last: WebhookEndpoint['lastDelivery']) => <LastDelivery last={last} />,
  },
  {
    title: '创建人/时间',
    key: 'created',
    width: 175,
    render: (_value, endpoint) => <CreatedCell by={endpoint.createdByName} at={endpoint.createdAt} />,
  },
];
