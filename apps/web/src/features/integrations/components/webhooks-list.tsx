import type { WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import { Typography } from 'antd';
import type { RowAction } from '../../../components/back-office/row-actions';
import { RecordsList } from './records-list';
import { WEBHOOK_ACTIONS_WIDTH, WEBHOOK_TABLE_WIDTH, webhookColumns } from './webhook-columns';

/** No endpoint yet: what one is for. */
const NO_ENDPOINTS = (
  <>
    <div>还没有推送地址</div>
    <Typography.Text type="secondary">
      新增推送地址并订阅事件后，相关事件发生时平台会向该地址推送通知。
    </Typography.Text>
  </>
);

/** What a desktop row keeps in its 更多 menu: the rarer changes. */
const MORE = ['rotate', 'remove'];

/**
 * The endpoints: a table on a desktop, 编辑, 发送测试 and 投递记录 on the row and 重置密钥 and
 * 删除 under 更多; cards on a phone, each with all its actions.
 */
export function WebhooksList({
  records,
  loading,
  failed,
  actions,
}: {
  records: WebhookEndpoint[] | undefined;
  loading: boolean;
  failed: boolean;
  actions: RowAction<WebhookEndpoint>[];
}) {
  return (
    <RecordsList<WebhookEndpoint>
      rows={records}
      columns={webhookColumns}
      heading="url"
      loading={loading}
      failed={failed}
      empty={NO_ENDPOINTS}
      actions={actions}
      actionsWidth={WEBHOOK_ACTIONS_WIDTH}
      more={MORE}
      tableWidth={WEBHOOK_TABLE_WIDTH}
    />
  );
}
