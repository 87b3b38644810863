import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type WebhookEndpoint,
} from '@lyp/shared/integrations/webhook.schemas';
import { Drawer, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useDrawerWidth } from '../../../components/back-office';
import type { DeliveryStatus } from '../lib/webhook-labels';
import { DeliveryDetailDrawer } from './delivery-detail-drawer';
import { DeliveryList } from './delivery-list';

const STATUS_OPTIONS = [
  { label: '全部', value: '' },
  ...(Object.entries(WEBHOOK_DELIVERY_STATUS_LABELS) as [DeliveryStatus, string][]).map(([value, label]) => ({
    label,
    value,
  })),
];

/** The endpoint's deliveries of one status or all, and the one whose 详情 is open. */
function Deliveries({ endpoint, mayManage }: { endpoint: WebhookEndpoint; mayManage: boolean }) {
  const [status, setStatus] = useState<DeliveryStatus>();
  const [detailOf, setDetailOf] = useState<number>();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" className="lyp-integrations__mono lyp-integrations__secret">
        {endpoint.url}
      </Typography.Text>
      <Segmented
        aria-label="投递状态"
        options={STATUS_OPTIONS}
        value={status ?? ''}
        onChange={(value) => setStatus((value || undefined) as DeliveryStatus | undefined)}
      />
      {/* Keyed by the filter: another status starts from its first page. */}
      <DeliveryList
        key={status ?? 'all'}
        endpoint={endpoint}
        status={status}
        mayReplay={mayManage && endpoint.enabled}
        onDetail={(delivery) => setDetailOf(delivery.id)}
      />
      <DeliveryDetailDrawer
        deliveryId={detailOf}
        live={endpoint.enabled}
        onClose={() => setDetailOf(undefined)}
      />
    </Flex>
  );
}

/** 投递记录 of the endpoint it is opened for. */
export function WebhookDeliveriesDrawer({
  endpoint,
  mayManage,
  onClose,
}: {
  endpoint: WebhookEndpoint | undefined;
  mayManage: boolean;
  onClose: () => void;
}) {
  const width = useDrawerWidth(980);
  return (
    <Drawer
      title={endpoint?.description ? `投递记录：${endpoint.description}` : '投递记录'}
      open={endpoint !== undefined}
      onClose={onClose}
      size={width}
      destroyOnHidden
    >
      {endpoint && <Deliveries endpoint={endpoint} mayManage={mayManage} />}
    </Drawer>
  );
}
