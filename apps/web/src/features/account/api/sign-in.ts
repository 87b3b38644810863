import { apiUrl } from '@lyp/shared/api/paths';
import type { TokenRequest, TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /oauth/token with the grant in the query string. */
export function requestToken(grant: TokenRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>(apiUrl('oauthToken'), { method: 'POST', query: grant });
}
