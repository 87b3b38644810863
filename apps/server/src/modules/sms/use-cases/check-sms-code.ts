import { timingSafeEqual } from 'node:crypto';
import {
  SMS_MAX_WRONG_ATTEMPTS,
  SMS_TYPES,
  type SmsPurpose,
  type SmsType,
} from '@lyp/shared/sms/sms.schemas';
import { AppError } from '../../../lib/app-error';
import { codeHasher, type SmsServiceDeps } from '../sms-deps';

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function codeCheck(deps: SmsServiceDeps) {
  const { codes, clock } = deps;
  const hashCode = codeHasher(deps);

  /**
   * Compares a code with the phone's newest one. Each comparison first takes one of the five
   * attempts atomically; the right code gives its attempt back.
   */
  return async function checkCode(
    phone: string,
    code: string,
    purpose: SmsPurpose | undefined,
    consume: boolean,
  ) {
    const now = clock.now();
    const record = await codes.latest(phone, purpose);
    if (!record || record.consumedAt || record.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('SMS_CODE_EXPIRED');
    }
    const attempts = await codes.reserveAttempt(record.id, now, SMS_MAX_WRONG_ATTEMPTS);
    if (attempts === undefined) {
      // Used up, expired or out of attempts since we read it: say which.
      const latest = await codes.findById(record.id);
      const exhausted = (latest?.failedAttempts ?? 0) >= SMS_MAX_WRONG_ATTEMPTS && !latest?.consumedAt;
      throw new AppError(exhausted ? 'SMS_CODE_LOCKED' : 'SMS_CODE_EXPIRED');
    }
    if (!sameHash(record.codeHash, hashCode(phone, record.purpose, code))) {
      const remaining = SMS_MAX_WRONG_ATTEMPTS - attempts;
      if (remaining <= 0) throw new AppError('SMS_CODE_LOCKED');
      throw new AppError('SMS_CODE_INVALID', { params: { remaining } });
    }
    if (!consume) {
      await codes.releaseAttempt(record.id);
      return;
    }
    if (!(await codes.consumeReserved(record.id, now))) throw new AppError('SMS_CODE_EXPIRED');
  };
}

/** Checks a code without using it up (a form's step before the real action). */
export function verifySmsCode(deps: SmsServiceDeps) {
  const checkCode = codeCheck(deps);
  return async (input: { phone: string; code: string; type?: SmsType }): Promise<void> => {
    await checkCode(input.phone, input.code, input.type ? SMS_TYPES[input.type].purpose : undefined, false);
  };
}

/** Checks and uses up a code: it cannot be used again. */
export function consumeSmsCode(deps: SmsServiceDeps) {
  const checkCode = codeCheck(deps);
  return async (input: { phone: string; code: string; purpose: SmsPurpose }): Promise<void> => {
    await checkCode(input.phone, input.code, input.purpose, true);
  };
}
