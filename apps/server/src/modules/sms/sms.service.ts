import { timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_MAX_WRONG_ATTEMPTS,
  SMS_RESEND_INTERVAL_SECONDS,
  SMS_TYPES,
  type SmsPurpose,
  type SmsSendResult,
  type SmsType,
} from '@lyp/shared/sms/sms.schemas';
import { SMS_CODE_LENGTH } from '@lyp/shared/common/fields';
import { AppError } from '../../lib/app-error';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { generateNumericCode, sha256Hex } from '../../lib/secrets';
import type { SmsCodeRepository } from './sms-code.repository';
import { renderVerificationText, type SmsProvider } from './sms-provider';

/** China Standard Time has no daylight saving: a day starts at 16:00 UTC. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

export function startOfChinaDay(at: Date): Date {
  const local = at.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % (24 * HOUR_MS)) - CHINA_OFFSET_MS);
}

function hashCode(phone: string, purpose: string, code: string): string {
  return sha256Hex(`${phone}:${purpose}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SmsServiceDeps {
  codes: SmsCodeRepository;
  provider: SmsProvider;
  clock: Clock;
  /** Sends per client IP, across phones. */
  ipLimiter: RateLimiter;
  isPhoneRegistered(phone: string): Promise<boolean>;
}

export function createSmsService(deps: SmsServiceDeps) {
  const { codes, provider, clock, ipLimiter } = deps;

  /**
   * Whether a code for this purpose is actually delivered. Sign-in and password-reset codes
   * go only to registered phones, a phone-change code only to a free one; the answer is the
   * same either way, so nobody learns who is registered by asking for codes.
   */
  async function shouldDeliver(phone: string, purpose: SmsPurpose): Promise<boolean> {
    if (purpose === 'register') return true;
    const registered = await deps.isPhoneRegistered(phone);
    return purpose === 'change_phone' ? !registered : registered;
  }

  async function sendCode(input: { phone: string; type: SmsType; ip: string }): Promise<SmsSendResult> {
    const { phone, type, ip } = input;
    const { purpose, label } = SMS_TYPES[type];

    const perIp = await ipLimiter.hit(ip);
    if (!perIp.allowed) {
      throw new AppError('SMS_IP_LIMIT', {
        params: { seconds: perIp.retryAfterSeconds },
        retryAfterSeconds: perIp.retryAfterSeconds,
      });
    }

    const now = clock.now();
    const lastSentAt = await codes.latestSentAt(phone);
    if (lastSentAt) {
      const waitMs = lastSentAt.getTime() + SMS_RESEND_INTERVAL_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('SMS_SEND_TOO_FREQUENT', { params: { seconds }, retryAfterSeconds: seconds });
      }
    }
    const sentToday = await codes.countSentSince(phone, startOfChinaDay(now));
    if (sentToday >= SMS_DAILY_LIMIT_PER_PHONE) {
      const tomorrow = startOfChinaDay(now).getTime() + 24 * HOUR_MS;
      throw new AppError('SMS_DAILY_LIMIT', {
        params: { limit: SMS_DAILY_LIMIT_PER_PHONE },
        retryAfterSeconds: Math.ceil((tomorrow - now.getTime()) / 1000),
      });
    }

    const code = generateNumericCode(SMS_CODE_LENGTH);
    const deliver = await shouldDeliver(phone, purpose);
    // An undelivered code is still recorded (with a code nobody knows) so limits and answers match.
    const storedCode = deliver ? code : generateNumericCode(SMS_CODE_LENGTH);
    const id = await codes.insert({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, storedCode),
      requestIp: ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    });

    if (deliver) {
      const params = { code, purposeLabel: label, ttlMinutes: SMS_CODE_TTL_SECONDS / 60 };
      try {
        await provider.send({
          phone,
          template: 'verification_code',
          purpose,
          params,
          text: renderVerificationText(params),
        });
      } catch (error) {
        // Nothing was delivered: do not count it against the user's limits.
        await codes.remove(id);
        throw Object.assign(new AppError('SMS_SEND_FAILED'), { cause: error });
      }
    }
    return { expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: SMS_RESEND_INTERVAL_SECONDS };
  }

  /** The live code matching; counts a wrong guess and kills the code at the limit. */
  async function checkCode(phone: string, code: string, purpose?: SmsPurpose) {
    const record = await codes.latest(phone, purpose);
    if (!record || record.consumedAt || record.expiresAt.getTime() <= clock.now().getTime()) {
      throw new AppError('SMS_CODE_EXPIRED');
    }
    if (record.failedAttempts >= SMS_MAX_WRONG_ATTEMPTS) throw new AppError('SMS_CODE_LOCKED');
    if (!sameHash(record.codeHash, hashCode(phone, record.purpose, code))) {
      const remaining = SMS_MAX_WRONG_ATTEMPTS - (await codes.recordFailure(record.id));
      if (remaining <= 0) throw new AppError('SMS_CODE_LOCKED');
      throw new AppError('SMS_CODE_INVALID', { params: { remaining } });
    }
    return record;
  }

  return {
    sendCode,

    /** Checks a code without using it up (a form's step before the real action). */
    async verifyCode(input: { phone: string; code: string; type?: SmsType }): Promise<void> {
      await checkCode(input.phone, input.code, input.type ? SMS_TYPES[input.type].purpose : undefined);
    },

    /** Checks and uses up a code: it cannot be used again. */
    async consumeCode(input: { phone: string; code: string; purpose: SmsPurpose }): Promise<void> {
      const record = await checkCode(input.phone, input.code, input.purpose);
      if (!(await codes.consume(record.id, clock.now()))) throw new AppError('SMS_CODE_EXPIRED');
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
