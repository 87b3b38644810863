import type { WebhookDelivery } from '@lyp/shared/integrations/webhook.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office/row-actions';
import { useFeedback } from '../../../lib/feedback';
import { webhooksApi } from '../api/webhooks';

/**
 * A delivery's row actions: 详情 (the body and every attempt) and 重新投递, which sends the same
 * event again now. A stopped endpoint sends nothing, so its deliveries wait to be replayed.
 */
export function useDeliveryActions({
  mayReplay,
  onDetail,
  refresh,
}: {
  mayReplay: boolean;
  onDetail: (delivery: WebhookDelivery) => void;
  refresh: () => Promise<unknown>;
}): RowAction<WebhookDelivery>[] {
  const { message } = useFeedback();
  return [
    { key: 'detail', label: '详情', code: PERMISSIONS.webhookView.code, onClick: onDetail },
    {
      key: 'replay',
      label: '重新投递',
      code: PERMISSIONS.webhookManage.code,
      disabled: () => !mayReplay,
      onClick: async (delivery) => {
        await webhooksApi.replay(delivery.id);
        void message.success('已重新排队投递');
        await refresh();
      },
    },
  ];
}
