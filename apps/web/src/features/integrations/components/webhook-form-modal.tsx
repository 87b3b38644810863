import type { WebhookEndpoint, WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { FormModal } from '../../../components/back-office';
import { webhookListKey, webhooksApi } from '../api/webhooks';
import { bodyOf, formValuesOf, withFormFieldNames, type WebhookFormValues } from '../lib/webhook-form';
import { WebhookFields } from './webhook-fields';

/**
 * 新增 or 编辑 a push endpoint: its address, note, events and (editing) whether it is on. A new
 * endpoint's answer carries its signing secret, which the page shows once.
 */
export function WebhookFormModal({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookEndpoint | 'new' | undefined;
  onClose: () => void;
  onCreated: (shown: WebhookWithSecret) => void;
}) {
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  return (
    <FormModal<WebhookFormValues>
      name="webhook_form"
      title={current ? '编辑推送地址' : '新增推送地址'}
      open={editing !== undefined}
      onClose={onClose}
      width={640}
      successMessage={current ? '推送地址已保存' : false}
      initialValues={formValuesOf(current)}
      onSubmit={async (values) => {
        try {
          if (current) await webhooksApi.update(current.id, bodyOf(values));
          else onCreated(await webhooksApi.create(bodyOf(values)));
        } catch (error) {
          throw withFormFieldNames(error);
        }
        await queryClient.invalidateQueries({ queryKey: webhookListKey });
      }}
    >
      <WebhookFields editing={current !== undefined} />
    </FormModal>
  );
}
