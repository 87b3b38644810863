import { SMS_CODE_LENGTH } from '@lyp/shared/common/fields';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_DAILY_LIMIT_PER_PHONE,
  SMS_RESEND_INTERVAL_SECONDS,
  SMS_TYPES,
  type SmsPurpose,
  type SmsSendResult,
  type SmsType,
} from '@lyp/shared/sms/sms.schemas';
import { AppError } from '../../../lib/app-error';
import { HOUR_MS } from '../../../lib/clock';
import { generateNumericCode } from '../../../lib/secrets';
import { startOfChinaDay } from '../china-day';
import { codeHasher, type SmsServiceDeps } from '../sms-deps';
import { renderVerificationText } from '../sms-provider';

const PURPOSE_LABELS = Object.fromEntries(
  Object.values(SMS_TYPES).map(({ purpose, label }) => [purpose, label]),
) as Record<SmsPurpose, string>;

/** Delivery of codes: to whom, and handing them to the gateway. */
function codeDelivery(deps: SmsServiceDeps) {
  const { codes, provider } = deps;

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

  return { shouldDeliver, deliverInBackground };
}

export function sendSmsCode(deps: SmsServiceDeps) {
  const { codes, clock, ipLimiter } = deps;
  const hashCode = codeHasher(deps);
  const { shouldDeliver, deliverInBackground } = codeDelivery(deps);

  return async function sendCode(input: {
    phone: string;
    type: SmsType;
    ip: string;
  }): Promise<SmsSendResult> {
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
  };
}
