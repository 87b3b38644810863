import type { SmsType } from '@lyp/shared/sms/sms.schemas';
import { callWithMessage } from '../../../lib/api-call';

/** The whole envelope: its message says the code was sent. */
export function sendSmsCode(phone: string, type: SmsType) {
  return callWithMessage('smsSendCode', { phone, type });
}
