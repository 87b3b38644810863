import type { WebhookEndpoint, WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office/row-actions';
import { useFeedback } from '../../../lib/feedback';
import { webhooksApi } from '../api/webhooks';

/**
 * An endpoint's row actions: 编辑, 发送测试 (then its deliveries, to watch the ping arrive),
 * 投递记录, 重置密钥 (whose new secret the page shows once) and 删除. While the caller may not
 * manage endpoints, the changes wait; a stopped endpoint sends nothing, tests included.
 */
export function useWebhookActions({
  mayManage,
  onEdit,
  onSecret,
  onDeliveries,
  refresh,
}: {
  mayManage: boolean;
  onEdit: (endpoint: WebhookEndpoint) => void;
  onSecret: (shown: WebhookWithSecret) => void;
  /** Opens the endpoint's 投递记录, or shows them afresh. */
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  refresh: () => Promise<unknown>;
}): RowAction<WebhookEndpoint>[] {
  const { message } = useFeedback();
  const manage = { code: PERMISSIONS.webhookManage.code, disabled: () => !mayManage };

  return [
    { key: 'edit', label: '编辑', ...manage, onClick: onEdit },
    {
      key: 'ping',
      label: '发送测试',
      code: PERMISSIONS.webhookManage.code,
      disabled: (endpoint) => !mayManage || !endpoint.enabled,
      onClick: async (endpoint) => {
        await webhooksApi.ping(endpoint.id);
        void message.success('测试事件已排队发送');
        onDeliveries(endpoint);
        await refresh();
      },
    },
    { key: 'deliveries', label: '投递记录', code: PERMISSIONS.webhookView.code, onClick: onDeliveries },
    {
      key: 'rotate',
      label: '重置密钥',
      ...manage,
      confirm: () => ({
        title: '确定重置该推送地址的签名密钥吗？',
        content: '之后的请求改用新密钥签名，接收方须同时换用新密钥验证。',
      }),
      onClick: async (endpoint) => {
        onSecret(await webhooksApi.rotate(endpoint.id));
        await refresh();
      },
    },
    {
      key: 'remove',
      label: '删除',
      ...manage,
      danger: true,
      confirm: (endpoint) => ({
        title: `确定删除推送地址“${endpoint.description ?? endpoint.url}”吗？`,
        content: '删除后不再推送，未送达的投递将被放弃。',
      }),
      onClick: async (endpoint) => {
        await webhooksApi.remove(endpoint.id);
        void message.success('推送地址已删除');
        await refresh();
      },
    },
  ];
}
