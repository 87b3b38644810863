import { generateOpaqueToken } from '../../lib/secrets';

/** A new signing secret, as shown once; the prefix tells a leaked one apart from other strings. */
export function newWebhookSecret() {
  const secret = `whsec_${generateOpaqueToken()}`;
  return { secret, secretHint: secret.slice(-4) };
}
