import type { ApiClient, ApiClientWithSecret } from '@lyp/shared/integrations/api-client.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { RowAction } from '../../../components/back-office/row-actions';
import { useFeedback } from '../../../lib/feedback';
import { apiClientsApi } from '../api/api-clients';

const isRevoked = (client: ApiClient) => client.status === 'revoked';

/**
 * A client's row actions: 编辑, 调用记录, 重置密钥 (whose new secret the page shows once) and 停用.
 * A stopped client is only looked at; while the caller may not manage clients, the changes wait.
 */
export function useApiClientActions({
  mayManage,
  onEdit,
  onSecret,
  onCalls,
  refresh,
}: {
  mayManage: boolean;
  onEdit: (client: ApiClient) => void;
  onSecret: (shown: ApiClientWithSecret) => void;
  onCalls: (client: ApiClient) => void;
  refresh: () => Promise<unknown>;
}): RowAction<ApiClient>[] {
  const { message } = useFeedback();
  const manage = { code: PERMISSIONS.apiClientManage.code, hidden: isRevoked, disabled: () => !mayManage };

  return [
    { key: 'edit', label: '编辑', ...manage, onClick: onEdit },
    { key: 'calls', label: '调用记录', code: PERMISSIONS.apiClientView.code, onClick: onCalls },
    {
      key: 'rotate',
      label: '重置密钥',
      ...manage,
      confirm: (client) => ({
        title: `确定重置客户端“${client.name}”的密钥吗？`,
        content: '旧密钥和已签发的令牌将立即失效，对接系统须换用新密钥。',
      }),
      onClick: async (client) => {
        onSecret(await apiClientsApi.rotate(client.id));
        await refresh();
      },
    },
    {
      key: 'revoke',
      label: '停用',
      ...manage,
      danger: true,
      confirm: (client) => ({
        title: `确定停用客户端“${client.name}”吗？`,
        content: '停用后不可恢复：密钥和已签发的令牌立即失效，对接系统将无法再调用接口。',
      }),
      onClick: async (client) => {
        await apiClientsApi.revoke(client.id);
        void message.success('API 客户端已停用');
        await refresh();
      },
    },
  ];
}
