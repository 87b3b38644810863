import type { PasswordAge } from '@lyp/shared/account/account.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * Whether the password must be changed before signing in: false when not, true when it is
 * older than 90 days, 'admin_reset' when an administrator reset it to a temporary one.
 */
export async function checkPasswordAge(): Promise<PasswordAge> {
  return (await apiRequest<Ok<PasswordAge>>(apiUrl('passwordAgeCheck'))).data;
}
