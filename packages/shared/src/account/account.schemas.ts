import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import {
  confirmPasswordSchema,
  hasNoNul,
  passwordSchema,
  phoneSchema,
  smsCodeSchema,
  textTypeError,
} from '../common/fields';

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

/** The current password, as typed: only its presence and length are checked before it is verified. */
const currentPasswordSchema = z
  .string({ error: textTypeError('当前密码') })
  .min(1, { error: '请输入当前密码' })
  .max(128, { error: '密码不能超过 128 个字符' })
  .refine(hasNoNul, { error: '当前密码包含无效字符' });

/**
 * 修改密码 with the current password, without a session: the way out of a temporary password
 * (an administrator's reset, a new sub-account) or one past its age, whose sign-in is refused
 * everything else until it is replaced.
 */
export const changePasswordBodySchema = z
  .object({
    account: z
      .string({ error: textTypeError('账号') })
      .trim()
      .min(1, { error: '请输入账号或手机号' })
      .max(50, { error: '账号不能超过 50 个字符' }),
    oldPassword: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch)
  .refine((body) => body.password !== body.oldPassword, {
    path: ['password'],
    error: '新密码不能与当前密码相同',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = okEnvelope(z.null());

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/** The sign-in name. It starts with a letter, so it can never be mistaken for a phone number. */
export const replaceUserNameBodySchema = z.object({
  username: z
    .string({ error: textTypeError('用户名') })
    .trim()
    .min(1, { error: '请输入用户名' })
    .regex(USERNAME_PATTERN, { error: '用户名须以字母开头，由 4–20 位字母、数字或下划线组成' }),
});
export type ReplaceUserNameBody = z.infer<typeof replaceUserNameBodySchema>;
export const replaceUserNameResponseSchema = okEnvelope(z.object({ username: z.string() }));

/** A new phone, proven by a type 4 (更换手机号) code sent to it, and the current password. */
export const replacePhoneBodySchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: currentPasswordSchema,
});
export type ReplacePhoneBody = z.infer<typeof replacePhoneBodySchema>;
export const replacePhoneResponseSchema = okEnvelope(z.object({ phone: z.string() }));

/**
 * Whether the password must be changed before signing in. Truthy means yes (spec §4): true
 * when it is older than PASSWORD_MAX_AGE_DAYS, 'admin_reset' when an administrator reset it
 * and the temporary password is still in use (which also makes it current, not old).
 */
export const passwordAgeSchema = z.union([z.boolean(), z.literal('admin_reset')]);
export type PasswordAge = z.infer<typeof passwordAgeSchema>;
export const passwordAgeResponseSchema = okEnvelope(passwordAgeSchema);
