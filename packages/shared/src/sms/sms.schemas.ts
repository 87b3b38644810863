import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { phoneSchema, smsCodeSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/** Code lifetime and limits; the sign-up page's countdown uses the resend interval. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_RESEND_INTERVAL_SECONDS = 60;
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
export const SMS_MAX_WRONG_ATTEMPTS = 5;

/** The `type` path segment of sentCode: one code purpose each. */
export const SMS_TYPES = {
  '1': { purpose: 'register', label: '注册' },
  '2': { purpose: 'login', label: '登录' },
  '3': { purpose: 'reset_password', label: '找回密码' },
  '4': { purpose: 'change_phone', label: '更换手机号' },
} as const;

export type SmsType = keyof typeof SMS_TYPES;
export type SmsPurpose = (typeof SMS_TYPES)[SmsType]['purpose'];
export const DEFAULT_SMS_TYPE: SmsType = '2';

const smsTypeValues = Object.keys(SMS_TYPES) as [SmsType, ...SmsType[]];

export const smsTypeSchema = z.enum(smsTypeValues, {
  error: '验证码类型不正确，可选 1（注册）、2（登录）、3（找回密码）、4（更换手机号）',
});

export const smsSendParamsSchema = z.object({
  phone: phoneSchema,
  type: smsTypeSchema.default(DEFAULT_SMS_TYPE),
});
export type SmsSendParams = z.infer<typeof smsSendParamsSchema>;
/** The login code's path names the phone alone: its type is 2. */
export const smsSendLoginParamsSchema = smsSendParamsSchema.pick({ phone: true });

export const smsSendResultSchema = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export const smsSendResponseSchema = okEnvelope(smsSendResultSchema);
export type SmsSendResult = z.infer<typeof smsSendResultSchema>;

export const smsVerifyParamsSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export const smsVerifyQuerySchema = z.object({ type: smsTypeSchema.optional() });
export const smsVerifyResponseSchema = okEnvelope(z.literal(true));

/** Demo mode only: what the demo SMS provider "sent", so a visitor can sign up without a phone. */
export const demoSmsMessageSchema = z.object({
  phone: z.string(),
  code: z.string(),
  purpose: z.string(),
  purposeLabel: z.string(),
  text: z.string(),
  sentAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type DemoSmsMessage = z.infer<typeof demoSmsMessageSchema>;
export const demoSmsOutboxQuerySchema = z.object({ phone: phoneSchema.optional() });
export const demoSmsOutboxResponseSchema = okEnvelope(z.array(demoSmsMessageSchema));
