import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import { Typography } from 'antd';
import type { RowAction } from '../../../components/back-office/row-actions';
import { apiClientColumns } from './api-client-columns';
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

/** The clients: a table on a desktop, cards on a phone, each with its actions. */
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
    />
  );
}
