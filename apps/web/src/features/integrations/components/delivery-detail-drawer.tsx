import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { WebhookDeliveryDetail } from '@lyp/shared/integrations/webhook.schemas';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { DetailDrawer, useDrawerWidth, type DetailItem } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import { webhookDeliveryQuery } from '../api/webhooks';
import { eventLabel, lastAnswer, PENDING_POLL_MS } from '../lib/webhook-labels';
import { DeliveryAttempts } from './delivery-attempts';
import { DeliveryStatusTag } from './delivery-status-tag';
import { NoValue } from './integration-cells';

/** A time in Beijing time, or the dash the list shows too for one that is not there. */
const timeOf = (at: string | null) => (at ? formatTimestamp(new Date(at)) : <NoValue />);

/** The body as sent, indented for reading; a body that is not JSON as it is. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const itemsOf = (delivery: WebhookDeliveryDetail): DetailItem[] => [
  {
    label: '事件',
    children: (
      <>
        {eventLabel(delivery.eventType)}{' '}
        <Typography.Text type="secondary" className="lyp-integrations__mono">
          {delivery.eventType}
        </Typography.Text>
      </>
    ),
  },
  {
    label: '事件编号',
    children: (
      <Typography.Text copyable={{ tooltips: ['复制', '已复制'] }} className="lyp-integrations__mono">
        {delivery.eventId}
      </Typography.Text>
    ),
  },
  { label: '状态', children: <DeliveryStatusTag status={delivery.status} /> },
  { label: '尝试次数', children: `${delivery.attempts} 次` },
  { label: '最近应答', children: lastAnswer(delivery) ?? <NoValue /> },
  { label: '创建时间', children: timeOf(delivery.createdAt) },
  { label: '送达时间', children: timeOf(delivery.deliveredAt) },
  { label: '下次重试', children: timeOf(delivery.nextAttemptAt) },
];

/** What a delivery sent, exactly as signed (copied as is), and every attempt's outcome. */
function DeliveryBody({ delivery }: { delivery: WebhookDeliveryDetail }) {
  return (
    <Flex vertical gap={8} className="lyp-webhooks__detail">
      <Flex justify="space-between" align="center">
        <Typography.Text strong>请求体</Typography.Text>
        <Typography.Text copyable={{ text: delivery.body, tooltips: ['复制请求体', '已复制'] }} />
      </Flex>
      <pre className="lyp-webhooks__body" aria-label="请求体">
        {pretty(delivery.body)}
      </pre>
      <Typography.Text strong>尝试记录</Typography.Text>
      <DeliveryAttempts attempts={delivery.attemptsMade} />
    </Flex>
  );
}

/** 详情 of one delivery, asked for again while it is still to be sent (`live`: the endpoint is on). */
export function DeliveryDetailDrawer({
  deliveryId,
  live,
  onClose,
}: {
  deliveryId: number | undefined;
  live: boolean;
  onClose: () => void;
}) {
  const width = useDrawerWidth(720);
  const detail = useQuery({
    ...webhookDeliveryQuery(deliveryId ?? 0),
    enabled: deliveryId !== undefined,
    refetchInterval: (query) => (live && query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const delivery = detail.data;
  return (
    <DetailDrawer
      title="投递详情"
      open={deliveryId !== undefined}
      onClose={onClose}
      width={width}
      loading={detail.isPending && !detail.isError}
      items={delivery ? itemsOf(delivery) : []}
    >
      {detail.isError && (
        <QueryError variant="inline" error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {delivery && <DeliveryBody delivery={delivery} />}
    </DetailDrawer>
  );
}
