import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import { Typography } from 'antd';
import type { RowAction } from '../../../components/back-office/row-actions';
import { API_CLIENT_ACTIONS_WIDTH, API_CLIENT_TABLE_WIDTH, apiClientColumns } from './api-client-columns';
import { RecordsList } from './records-list';

/** No client yet: what one is for, where the button to make one is. */
const NO_CLIENTS = (
  <>
    <div>还没有 API 客户端</div>
    <Typography.Text type="secondary">
      新建客户端后，企业自有系统即可用 client_id 与密钥获取访问令牌并调用接口。
    </Typography.Text>
  </>
);

/** What a desktop row keeps in its 更多 menu: the rarer changes. */
const MORE = ['rotate', 'revoke'];

/**
 * The clients: a table on a desktop, 编辑 and 调用记录 on the row and 重置密钥 and 停用 under
 * 更多; cards on a phone, each with all its actions.
 */
export function ApiClientsList({
  records,
  loading,
  failed,
  labelOf,
  actions,
}: {
  records: ApiClient[] | undefined;
  loading: boolean;
  failed: boolean;
  labelOf: (code: string) => string;
  actions: RowAction<ApiClient>[];
}) {
  return (
    <RecordsList<ApiClient>
      rows={records}
      columns={apiClientColumns(labelOf)}
      heading="name"
      loading={loading}
      failed={failed}
      empty={NO_CLIENTS}
      actions={actions}
      actionsWidth={API_CLIENT_ACTIONS_WIDTH}
      more={MORE}
      tableWidth={API_CLIENT_TABLE_WIDTH}
    />
  );
}
