import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { confirmPasswordSchema, passwordSchema, phoneSchema, smsCodeSchema } from '../common/fields';

/** A password older than this many days must be changed before signing in. */
export const PASSWORD_MAX_AGE_DAYS = 90;

const passwordsMatch = (body: { password: string; confirmPassword: string }) =>
  body.password === body.confirmPassword;
const mismatch = { path: ['confirmPassword'], error: '两次输入的密码不一致' };

export const registerBodySchema = z
  .object({
    phone: phoneSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    agreement: z.literal(true, { error: '请阅读并勾选同意《用户注册协议》' }),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = okEnvelope(z.object({ userId: z.number().int() }));

export const resetPasswordBodySchema = z
  .object({
    phone: phoneSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = okEnvelope(z.null());

/** data is true when the password is older than PASSWORD_MAX_AGE_DAYS. */
export const passwordAgeResponseSchema = okEnvelope(z.boolean());
