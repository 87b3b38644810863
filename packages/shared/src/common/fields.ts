import { z } from 'zod';
import { PHONE_PATTERN } from './phone';

export { maskPhone, PHONE_PATTERN } from './phone';

/**
 * Field schemas shared by several requests. Every message names its field, so a user
 * reading only the message knows what to fix.
 */

/** "请输入X" when the field is missing, "X须为文本" when it came as a number or other type. */
export function textTypeError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `请输入${label}` : `${label}须为文本`;
}

/** NUL cannot be stored in PostgreSQL text: refuse it as bad input, naming the field. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

export const phoneSchema = z
  .string({ error: textTypeError('手机号') })
  .trim()
  .min(1, { error: '请输入手机号' })
  .regex(PHONE_PATTERN, { error: '手机号格式不正确，请输入 11 位中国大陆手机号' });

export const SMS_CODE_LENGTH = 6;

export const smsCodeSchema = z
  .string({ error: textTypeError('验证码') })
  .trim()
  .min(1, { error: '请输入验证码' })
  .regex(/^\d{6}$/, { error: '验证码为 6 位数字' });

export const PASSWORD_MIN_LENGTH = 8;
/** Room for a passphrase of several words (NIST SP 800-63B asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;
/** From this length on, a passphrase of words needs no digit: its length does that work. */
export const PASSPHRASE_MIN_LENGTH = 16;
export const PASSWORD_RULE_TEXT = `密码须为 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位，可含空格；少于 ${PASSPHRASE_MIN_LENGTH} 位时须同时包含字母和数字`;

const isPassphrase = (password: string) => password.length >= PASSPHRASE_MIN_LENGTH;

/**
 * A new password (sign-up, reset). Sign-in never applies these rules, so passwords set under
 * older rules keep working. Only printable ASCII and spaces: Chinese or full-width characters
 * can reach the server in different forms from different input methods, and the same phrase
 * would then not sign in. The server also refuses the most common passwords.
 */
export const passwordSchema = z
  .string({ error: textTypeError('密码') })
  .min(1, { error: '请输入密码' })
  .min(PASSWORD_MIN_LENGTH, { error: `密码长度不能少于 ${PASSWORD_MIN_LENGTH} 位（${PASSWORD_RULE_TEXT}）` })
  .max(PASSWORD_MAX_LENGTH, { error: `密码长度不能超过 ${PASSWORD_MAX_LENGTH} 位（${PASSWORD_RULE_TEXT}）` })
  .regex(/^[\x20-\x7e]+$/, {
    error: `密码只能包含英文字母、数字、英文符号和空格，不能包含中文、全角字符或换行（${PASSWORD_RULE_TEXT}）`,
  })
  .refine((password) => password.trim() === password, { error: '密码首尾不能是空格' })
  .refine((password) => isPassphrase(password) || /[A-Za-z]/.test(password), {
    error: `密码须包含字母（${PASSWORD_RULE_TEXT}）`,
  })
  .refine((password) => isPassphrase(password) || /\d/.test(password), {
    error: `密码须包含数字（${PASSWORD_RULE_TEXT}）`,
  });

export const confirmPasswordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? '请再次输入密码' : '确认密码须为文本') })
  .min(1, { error: '请再次输入密码' });

/** Ids travel as numbers but arrive as strings in paths and from older clients. */
export function idSchema(label: string) {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .positive({ error: `${label}必须是正整数` })
    .max(2_147_483_647, { error: `${label}超出范围` });
}

/** An optional id: empty string and null count as absent. */
export function optionalIdSchema(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idSchema(label).optional(),
  );
}

export function requiredText(label: string, maxLength: number) {
  return z
    .string({ error: textTypeError(label) })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(maxLength, { error: `${label}不能超过 ${maxLength} 个字符` })
    .refine(hasNoNul, { error: `${label}包含无效字符` });
}

/** Optional text; null or blank (as a form sends back an empty field) counts as absent. */
export function optionalText(label: string, maxLength: number) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: `${label}须为文本` })
      .trim()
      .max(maxLength, { error: `${label}不能超过 ${maxLength} 个字符` })
      .refine(hasNoNul, { error: `${label}包含无效字符` })
      .optional(),
  );
}

export function sortSchema(label = '排序') {
  return z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .min(0, { error: `${label}不能小于 0` })
    .max(99_999, { error: `${label}不能超过 99999` });
}

/** 13800000001 → 138****0001, for showing a phone number to others. */
