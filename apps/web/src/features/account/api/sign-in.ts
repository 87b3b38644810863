import type { TokenRequest } from '@lyp/shared/auth/auth.schemas';
import { call } from '../../../lib/api-call';

/** POST /oauth/token with the grant in the query string; the answer is RFC 6749's, no envelope. */
export function requestToken(grant: TokenRequest) {
  return call('oauthToken', grant);
}
