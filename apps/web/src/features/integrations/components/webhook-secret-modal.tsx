import type { WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { Typography } from 'antd';
import { VERIFY_SNIPPET } from '../lib/webhook-snippet';
import { CopyableExample, CopyableValue, OneTimeSecretModal, SecretLine } from './one-time-secret-modal';

/** A new or re-keyed endpoint's signing secret, shown this once, and how to check a signature. */
export function WebhookSecretModal({
  shown,
  onClose,
}: {
  shown: WebhookWithSecret | undefined;
  onClose: () => void;
}) {
  return (
    <OneTimeSecretModal title="请立即保存签名密钥" open={shown !== undefined} onClose={onClose}>
      <SecretLine label="推送地址">
        <Typography.Text className="lyp-integrations__mono lyp-integrations__secret">
          {shown?.endpoint.url}
        </Typography.Text>
      </SecretLine>
      <CopyableValue label="签名密钥" value={shown?.secret ?? ''} wrap />
      <CopyableExample label="验证签名示例（Node.js）" text={VERIFY_SNIPPET} />
    </OneTimeSecretModal>
  );
}
