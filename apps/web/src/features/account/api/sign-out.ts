import { call } from '../../../lib/api-call';

/** Revokes the current token; the caller clears the session whatever the answer. */
export function revokeToken() {
  return call('logout', {}, { clearUserInfoOnAuthFailure: false });
}
