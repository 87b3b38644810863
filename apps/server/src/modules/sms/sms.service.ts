import { createHmac, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@lyp/shared/common/fields';
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
import { AppError } from '../../lib/app-error';
import { HOUR_MS, type Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import { generateNumericCode } from '../../lib/secrets';
import type { SmsCodeRepository } from './sms-code.repository';
import { renderVerificationText, type SmsProvider } from './sms-provider';

/** China Standard Time has no daylight saving: a day starts at 16:00 UTC. */
const CHINA_OFFSET_MS = 8 * HOUR_MS;

export function startOfChinaDay(at: Date): Date {
  const local = at.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % (24 * HOUR_MS)) - CHINA_OFFSET_MS);
}

const PURPOSE_LABELS = Object.fromEntries(
  Object.values(SMS_TYPES).map(({ purpose, label }) => [purpose, label]),
) as Record<SmsPurpose, string>;

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export interface SmsServiceDeps {
  codes: SmsCodeRepository;
  provider: SmsProvider;
  clock: Clock;
  /** Keyed hashing: a copy of the database alone does not reveal live codes. */
  codeSecret: string;
  /** Sends per client IP, across phones. */
  ipLimiter: RateLimiter;
  isPhoneRegistered(phone: string): Promise<boolean>;
  log: { warn(details: object, message: string): void };
}

export function createSmsService(deps: SmsServiceDeps) {
  const { codes, provider, clock, ipLimiter } = deps;
  const hashCode = (phone: string, purpose: string, code: string) =>
    createHmac('sha256', deps.codeSecret).update(`${phone}:${purpose}:${code}`).digest('hex');

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

  /**
   * Hands the message to the gateway without waiting: the answer must not depend on whether
   * anything was sent (its timing would tell who is registered). A failed delivery is
   * logged and its code removed, so it does not count against the phone's limits.
   */
  function deliverInBackground(id: number, phone: string, purpose: SmsPurpose, code: string): void {
    const params = { code, purposeLabel: PURPOSE_LABELS[purpose], ttlMinutes: SMS_CODE_TTL_SECONDS / 60 };
    provider
      .send({ phone, template: 'verification_code', purpose, params, text: renderVerificationText(params) })
      .catch(async (error: unknown) => {
        deps.log.warn({ err: error, provider: provider.name, purpose }, 'SMS delivery failed');
        await codes.remove(id).catch(() => {});
      });
  }

  async function sendCode(input: { phone: string; type: SmsType; ip: string }): Promise<SmsSendResult> {
    const { phone, type, ip } = input;
    const { purpose } = SMS_TYPES[type];

    const perIp = await ipLimiter.hit(ip);
    if (!perIp.allowed) {
      throw new AppError('SMS_IP_LIMIT', {
        params: { seconds: perIp.retryAfterSeconds },
        retryAfterSeconds: perIp.retryAfterSeconds,
      });
    }

    const now = clock.now();
    const deliver = await shouldDeliver(phone, purpose);
    // An undelivered code is still recorded (with a code nobody knows) so limits and answers match.
    const code = generateNumericCode(SMS_CODE_LENGTH);
    const slot = await codes.insertWithinLimits({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, deliver ? code : generateNumericCode(SMS_CODE_LENGTH)),
      requestIp: ip,
      now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      resendIntervalMs: SMS_RESEND_INTERVAL_SECONDS * 1000,
      dailyLimit: SMS_DAILY_LIMIT_PER_PHONE,
      dayStart: startOfChinaDay(now),
    });
    if (!slot.granted) {
      if (slot.refused === 'cooldown') {
        const seconds = Math.ceil(slot.retryAfterMs / 1000);
        throw new AppError('SMS_SEND_TOO_FREQUENT', { params: { seconds }, retryAfterSeconds: seconds });
      }
      const tomorrow = startOfChinaDay(now).getTime() + 24 * HOUR_MS;
      throw new AppError('SMS_DAILY_LIMIT', {
        params: { limit: SMS_DAILY_LIMIT_PER_PHONE },
        retryAfterSeconds: Math.ceil((tomorrow - now.getTime()) / 1000),
      });
    }

    if (deliver) deliverInBackground(slot.id, phone, purpose, code);
    return { expiresInSeconds: SMS_CODE_TTL_SECONDS, resendAfterSeconds: SMS_RESEND_INTERVAL_SECONDS };
  }

  /**
   * Compares a code with the phone's newest one. Each comparison first takes one of the five
   * attempts atomically; the right code gives its attempt back.
   */
  async function checkCode(phone: string, code: string, purpose: SmsPurpose | undefined, consume: boolean) {
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
  }

  return {
    sendCode,

    /** Checks a code without using it up (a form's step before the real action). */
    async verifyCode(input: { phone: string; code: string; type?: SmsType }): Promise<void> {
      await checkCode(input.phone, input.code, input.type ? SMS_TYPES[input.type].purpose : undefined, false);
    },

    /** Checks and uses up a code: it cannot be used again. */
    async consumeCode(input: { phone: string; code: string; purpose: SmsPurpose }): Promise<void> {
      await checkCode(input.phone, input.code, input.purpose, true);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
