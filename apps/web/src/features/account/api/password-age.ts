import type { PasswordAge } from '@lyp/shared/account/account.schemas';
import { call } from '../../../lib/api-call';

/**
 * Whether the password must be changed before signing in: false when not, true when it is
 * older than 90 days, 'admin_reset' when an administrator reset it to a temporary one.
 */
export function checkPasswordAge(): Promise<PasswordAge> {
  return call('passwordAgeCheck');
}
