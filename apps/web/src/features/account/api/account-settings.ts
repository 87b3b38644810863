import type { ReplacePhoneBody, ReplaceUserNameBody } from '@lyp/shared/account/account.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiRequest } from '../../../lib/api-client';

export function replaceUserName(body: ReplaceUserNameBody): Promise<Ok<{ username: string }>> {
  return apiRequest(apiUrl('replaceUserName'), { method: 'POST', body });
}

export function replacePhone(body: ReplacePhoneBody): Promise<Ok<{ phone: string }>> {
  return apiRequest(apiUrl('replacePhone'), { method: 'POST', body });
}
