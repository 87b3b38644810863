import type { WebhookDelivery, WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryError } from '../../../components/feedback/query-error';
import { webhookDeliveriesKey, webhookDeliveriesQuery, webhookListKey } from '../api/webhooks';
import { useDeliveryActions } from '../hooks/use-delivery-actions';
import { PENDING_POLL_MS, type DeliveryStatus } from '../lib/webhook-labels';
import { deliveryColumns } from './delivery-columns';
import { RecordsList } from './records-list';

const hasPending = (records: WebhookDelivery[] | undefined) =>
  records?.some((delivery) => delivery.status === 'pending') ?? false;

/**
 * One page of the endpoint's deliveries, newest first. While one shown is 待投递 (and the endpoint
 * is on, so it will be sent) the page is asked for again every few seconds.
 */
export function DeliveryList({
  endpoint,
  status,
  mayReplay,
  onDetail,
}: {
  endpoint: WebhookEndpoint;
  status: DeliveryStatus | undefined;
  mayReplay: boolean;
  onDetail: (delivery: WebhookDelivery) => void;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const deliveries = useQuery({
    ...webhookDeliveriesQuery(endpoint.id, { ...page, ...(status ? { status } : {}) }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      endpoint.enabled && hasPending(query.state.data?.records) ? PENDING_POLL_MS : false,
  });
  const actions = useDeliveryActions({
    mayReplay,
    onDetail,
    // The endpoint's 最近投递 in the list behind changes too.
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey }),
        queryClient.invalidateQueries({ queryKey: webhookListKey }),
      ]),
  });
  if (deliveries.isError)
    return <QueryError variant="inline" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  return (
    <RecordsList<WebhookDelivery>
      rows={deliveries.data?.records}
      columns={deliveryColumns}
      heading="eventType"
      size="small"
      // Not while polling: the list would blink every few seconds.
      loading={deliveries.isPending || deliveries.isPlaceholderData}
      failed={false}
      empty="暂无投递记录"
      actions={actions}
      actionsWidth={150}
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: deliveries.data?.total ?? 0,
        showTotal: (total: number) => `共 ${total} 条`,
        onChange: (current: number, size: number) => setPage({ current, size }),
      }}
    />
  );
}
