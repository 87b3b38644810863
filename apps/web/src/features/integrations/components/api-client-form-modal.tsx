import type {
  ApiClient,
  ApiClientScope,
  ApiClientWithSecret,
} from '@lyp/shared/integrations/api-client.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormModal } from '../../../components/back-office';
import { apiClientListKey, apiClientsApi } from '../api/api-clients';
import { bodyOf, formValuesOf, withFormFieldNames, type ApiClientFormValues } from '../lib/api-client-form';
import { ApiClientFields } from './api-client-fields';

/**
 * 新建 or 编辑 a client: its name, permissions (the caller's own), allow-list and rate. A new
 * client's answer carries its secret, which the page shows once.
 */
export function ApiClientFormModal({
  editing,
  grantable,
  labelOf,
  onClose,
  onCreated,
}: {
  editing: ApiClient | 'new' | undefined;
  grantable: readonly ApiClientScope[];
  labelOf: (code: string) => string;
  onClose: () => void;
  onCreated: (shown: ApiClientWithSecret) => void;
}) {
  const queryClient = useQueryClient();
  const current = editing === 'new' ? undefined : editing;
  const offered = useMemo(() => new Set(grantable.map((scope) => scope.code)), [grantable]);
  const lost = (current?.scopes ?? []).filter((code) => !offered.has(code)).map(labelOf);

  return (
    <FormModal<ApiClientFormValues>
      name="api_client_form"
      title={current ? `编辑客户端：${current.name}` : '新建 API 客户端'}
      open={editing !== undefined}
      onClose={onClose}
      width={680}
      successMessage={current ? 'API 客户端已保存' : false}
      initialValues={formValuesOf(current, offered)}
      onSubmit={async (values) => {
        try {
          if (current) await apiClientsApi.update(current.id, bodyOf(values));
          else onCreated(await apiClientsApi.create(bodyOf(values)));
        } catch (error) {
          throw withFormFieldNames(error);
        }
        await queryClient.invalidateQueries({ queryKey: apiClientListKey });
      }}
    >
      <ApiClientFields grantable={grantable} lost={lost} />
    </FormModal>
  );
}
