import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

/** True when the password is older than 90 days. */
export async function isPasswordExpired(): Promise<boolean> {
  return (await apiRequest<Ok<boolean>>(apiUrl('passwordAgeCheck'))).data;
}
