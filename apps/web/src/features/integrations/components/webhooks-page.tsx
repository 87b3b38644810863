import type { WebhookEndpoint, WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useState } from 'react';
import { QueryError } from '../../../components/feedback/query-error';
import { useCan } from '../../../components/permission/use-can';
import { webhookDeliveriesKey, webhookListKey, webhookListQuery } from '../api/webhooks';
import { useWebhookActions } from '../hooks/use-webhook-actions';
import { IntegrationHeader } from './integration-header';
import { ManagementRefusal } from './management-refusal';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer';
import { WebhookFormModal } from './webhook-form-modal';
import { WebhookSecretModal } from './webhook-secret-modal';
import { WebhooksList } from './webhooks-list';
import '../styles/integrations.css';
import '../styles/webhooks.css';

const INTRO =
  '平台在订单、货款、单据、保证金等事件发生后，向您登记的 HTTPS 地址推送 JSON；每个请求带 x-lyp-signature 签名（HMAC-SHA256，对「时间戳.请求体」签名），失败后按退避间隔重试 24 小时，同一事件的 x-lyp-delivery 不变，可据此去重。';

/**
 * 事件推送: the HTTPS endpoints of the company's own systems that hear of its orders, payments,
 * documents and deposits. The server answers the whole list at once (at most ten).
 */
export function WebhooksPage() {
  const queryClient = useQueryClient();
  // The route already shows 403 without the permission; this keeps the page from asking anyway.
  const list = useQuery({ ...webhookListQuery(), enabled: useCan(PERMISSIONS.webhookView.code) });
  const [editing, setEditing] = useState<WebhookEndpoint | 'new'>();
  const [secret, setSecret] = useState<WebhookWithSecret>();
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookEndpoint>();
  const refusal = list.data?.refusal ?? null;
  const mayManage = list.data !== undefined && refusal === null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookListKey });
  const actions = useWebhookActions({
    mayManage,
    onEdit: setEditing,
    onSecret: setSecret,
    onDeliveries: (endpoint) => {
      setDeliveriesOf(endpoint);
      void queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey });
    },
    refresh,
  });

  return (
    <Flex vertical gap={16}>
      <IntegrationHeader
        title="事件推送"
        intro={INTRO}
        refreshing={list.isFetching}
        onRefresh={() => void refresh()}
        create={{
          code: PERMISSIONS.webhookManage.code,
          label: '新增推送地址',
          disabled: !mayManage,
          onClick: () => setEditing('new'),
        }}
      />
      {refusal !== null && <ManagementRefusal title="暂不能新增或修改推送地址" refusal={refusal} />}
      {list.isError && <QueryError variant="inline" error={list.error} onRetry={() => void list.refetch()} />}
      <WebhooksList
        records={list.data?.records}
        loading={list.isLoading}
        failed={list.isError}
        actions={actions}
      />
      <WebhookFormModal editing={editing} onClose={() => setEditing(undefined)} onCreated={setSecret} />
      <WebhookSecretModal shown={secret} onClose={() => setSecret(undefined)} />
      <WebhookDeliveriesDrawer
        endpoint={deliveriesOf}
        mayManage={mayManage}
        onClose={() => {
          setDeliveriesOf(undefined);
          // What was sent meanwhile shows in 最近投递.
          void refresh();
        }}
      />
    </Flex>
  );
}
