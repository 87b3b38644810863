import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { WebhookDelivery } from '@lyp/shared/integrations/webhook.schemas';
import { Typography, type TableColumnsType } from 'antd';
import { eventLabel, lastAnswer, shortEventId } from '../lib/webhook-labels';
import { DeliveryStatusTag } from './delivery-status-tag';
import { NoValue } from './integration-cells';

const timeOf = (at: string | null) => (at ? formatTimestamp(new Date(at)) : <NoValue />);

/**
 * 事件, 事件编号 (its start shown, the whole id copied: the receiver's x-lyp-delivery), 状态,
 * 尝试次数, 最近应答, 创建时间 and 下次重试, in Beijing time.
 */
export const deliveryColumns: TableColumnsType<WebhookDelivery> = [
  { title: '事件', dataIndex: 'eventType', key: 'eventType', render: (type: string) => eventLabel(type) },
  {
    title: '事件编号',
    dataIndex: 'eventId',
    render: (eventId: string) => (
      <Typography.Text
        copyable={{ text: eventId, tooltips: ['复制完整编号', '已复制'] }}
        className="lyp-integrations__mono"
        title={eventId}
      >
        {shortEventId(eventId)}
      </Typography.Text>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: WebhookDelivery['status']) => <DeliveryStatusTag status={status} />,
  },
  { title: '尝试次数', dataIndex: 'attempts', render: (attempts: number) => `${attempts} 次` },
  {
    title: '最近应答',
    key: 'answer',
    render: (_value, delivery) => {
      const answer = lastAnswer(delivery);
      return answer ?? <NoValue />;
    },
  },
  { title: '创建时间', dataIndex: 'createdAt', render: (at: string) => timeOf(at) },
  { title: '下次重试', dataIndex: 'nextAttemptAt', render: (at: string | null) => timeOf(at) },
];
