import type { SmsServiceDeps } from './sms-deps';
import { consumeSmsCode, verifySmsCode } from './use-cases/check-sms-code';
import { sendSmsCode } from './use-cases/send-sms-code';

export { startOfChinaDay } from './china-day';
export type { SmsServiceDeps } from './sms-deps';

export function createSmsService(deps: SmsServiceDeps) {
  return {
    sendCode: sendSmsCode(deps),
    verifyCode: verifySmsCode(deps),
    consumeCode: consumeSmsCode(deps),
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
