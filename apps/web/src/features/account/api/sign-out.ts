import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** Revokes the current token; the caller clears the session whatever the answer. */
export function revokeToken(): Promise<Ok<null>> {
  return apiRequest<Ok<null>>(apiUrl('logout'), { clearUserInfoOnAuthFailure: false });
}
