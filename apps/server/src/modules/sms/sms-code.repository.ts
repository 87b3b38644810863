import type { Db } from '../../db/client';
import { createSmsCodeChecks } from './sms-code-checks';
import { createSmsCodeSends } from './sms-code-sends';

export type { SmsCodeRecord } from './sms-code-checks';
export type { SendSlot } from './sms-code-sends';

export function createSmsCodeRepository(db: Db) {
  return {
    ...createSmsCodeSends(db),
    ...createSmsCodeChecks(db),
  };
}

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
