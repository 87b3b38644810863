import type { ApiClientWithSecret } from '@lyp/shared/integrations/api-client.schemas';
import { Typography } from 'antd';
import { tokenEndpointUrl } from '../api/api-clients';
import { CopyableExample, CopyableValue, OneTimeSecretModal, SecretLine } from './one-time-secret-modal';

/** A new or re-keyed client's secret, shown this once (the server keeps only its hash). */
export function ClientSecretModal({
  shown,
  onClose,
}: {
  shown: ApiClientWithSecret | undefined;
  onClose: () => void;
}) {
  const clientId = shown?.client.clientId ?? '';
  const example = `curl -u ${clientId}:<client_secret> -d grant_type=client_credentials ${tokenEndpointUrl()}`;
  return (
    <OneTimeSecretModal title="请立即保存客户端密钥" open={shown !== undefined} onClose={onClose}>
      <SecretLine label="客户端名称">
        <Typography.Text>{shown?.client.name}</Typography.Text>
      </SecretLine>
      <CopyableValue label="client_id" value={clientId} />
      <CopyableValue label="client_secret" value={shown?.clientSecret ?? ''} wrap />
      <CopyableExample label="获取访问令牌示例" text={example} />
    </OneTimeSecretModal>
  );
}
