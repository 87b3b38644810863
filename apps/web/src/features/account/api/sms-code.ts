import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { SmsSendResult, SmsType } from '@lyp/shared/sms/sms.schemas';
import { apiRequest } from '../../../lib/api-client';

export function sendSmsCode(phone: string, type: SmsType): Promise<Ok<SmsSendResult>> {
  return apiRequest<Ok<SmsSendResult>>(apiUrl('smsSendCode', { phone, type }));
}
