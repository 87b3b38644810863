import type { ApiClient, ApiClientWithSecret } from '@lyp/shared/integrations/api-client.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { QueryError } from '../../../components/feedback/query-error';
import { useCan } from '../../../components/permission/use-can';
import { apiClientListKey, apiClientListQuery } from '../api/api-clients';
import { useApiClientActions } from '../hooks/use-api-client-actions';
import { scopeLabeller } from '../lib/scope-labels';
import { ApiClientCallsDrawer } from './api-client-calls-drawer';
import { ApiClientFormModal } from './api-client-form-modal';
import { ApiClientsList } from './api-clients-list';
import { ClientSecretModal } from './client-secret-modal';
import { IntegrationHeader } from './integration-header';
import { ManagementRefusal } from './management-refusal';
import '../styles/integrations.css';
import '../styles/api-clients.css';

const INTRO =
  '企业自有系统（如 ERP）通过 OAuth 2.0 客户端凭证方式（client_credentials）调用接口；客户端只能持有您当前拥有的权限。';

/**
 * API 客户端: the clients the company's own systems call the API with, what each may do, from
 * where and how often. The server answers the whole list at once (a company has a handful).
 */
export function ApiClientsPage() {
  const queryClient = useQueryClient();
  // The route already shows 403 without the permission; this keeps the page from asking anyway.
  const list = useQuery({ ...apiClientListQuery(), enabled: useCan(PERMISSIONS.apiClientView.code) });
  const [editing, setEditing] = useState<ApiClient | 'new'>();
  const [secret, setSecret] = useState<ApiClientWithSecret>();
  const [callsOf, setCallsOf] = useState<ApiClient>();
  const grantable = useMemo(() => list.data?.grantableScopes ?? [], [list.data]);
  const labelOf = useMemo(() => scopeLabeller(grantable), [grantable]);
  const refusal = list.data?.refusal ?? null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: apiClientListKey });
  const actions = useApiClientActions({
    mayManage: list.data !== undefined && refusal === null,
    onEdit: setEditing,
    onSecret: setSecret,
    onCalls: setCallsOf,
    refresh,
  });

  return (
    <Flex vertical gap={16}>
      <IntegrationHeader
        title="API 客户端"
        intro={INTRO}
        refreshing={list.isFetching}
        onRefresh={() => void refresh()}
        create={{
          code: PERMISSIONS.apiClientManage.code,
          label: '新建客户端',
          disabled: list.data === undefined || refusal !== null,
          onClick: () => setEditing('new'),
        }}
      />
      {refusal !== null && <ManagementRefusal title="暂不能新建或修改 API 客户端" refusal={refusal} />}
      {list.isError && <QueryError variant="inline" error={list.error} onRetry={() => void list.refetch()} />}
      <ApiClientsList
        records={list.data?.records}
        loading={list.isLoading}
        failed={list.isError}
        labelOf={labelOf}
        actions={actions}
      />
      <ApiClientFormModal
        editing={editing}
        grantable={grantable}
        labelOf={labelOf}
        onClose={() => setEditing(undefined)}
        onCreated={setSecret}
      />
      <ClientSecretModal shown={secret} onClose={() => setSecret(undefined)} />
      <ApiClientCallsDrawer client={callsOf} onClose={() => setCallsOf(undefined)} />
    </Flex>
  );
}
