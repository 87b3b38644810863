import type { RegisterBody, ResetPasswordBody } from '@lyp/shared/account/account.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<Ok<{ userId: number }>> {
  return apiRequest(apiUrl('userRegister'), { method: 'POST', body });
}

export function resetPassword(body: ResetPasswordBody): Promise<Ok<null>> {
  return apiRequest(apiUrl('resetPassword'), { method: 'POST', body });
}
