import { randomBytes } from 'node:crypto';
import { API_CLIENT_ID_PREFIX } from '@lyp/shared/integrations/api-client.schemas';
import { generateOpaqueToken, sha256Hex } from '../../lib/secrets';

/**
 * A client's public id and secret. The prefixes let secret scanners (and people) tell a leaked
 * 乐易拍 client secret from any other string.
 */
const SECRET_PREFIX = 'lypcs_';

export const newClientId = () => `${API_CLIENT_ID_PREFIX}${randomBytes(10).toString('hex')}`;

/** A new secret, as shown once, and what is stored of it. */
export function newClientSecret() {
  const secret = `${SECRET_PREFIX}${generateOpaqueToken()}`;
  return { secret, secretSha256: sha256Hex(secret), secretHint: secret.slice(-4) };
}
