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
export const PASSWORD_MAX_LENGTH = 20;
export const PASSWORD_RULE_TEXT = '密码须为 8–20 位，同时包含字母和数字，不含空格';

export const passwordSchema = z
  .string({ error: textTypeError('密码') })
  .min(1, { error: '请输入密码' })
  .min(PASSWORD_MIN_LENGTH, { error: `密码长度不能少于 ${PASSWORD_MIN_LENGTH} 位（${PASSWORD_RULE_TEXT}）` })
  .max(PASSWORD_MAX_LENGTH, { error: `密码长度不能超过 ${PASSWORD_MAX_LENGTH} 位（${PASSWORD_RULE_TEXT}）` })
  .regex(/^[\x21-\x7e]+$/, { error: `密码不能包含空格、中文或全角字符（${PASSWORD_RULE_TEXT}）` })
  .regex(/[A-Za-z]/, { error: `密码须包含字母（${PASSWORD_RULE_TEXT}）` })
  .regex(/\d/, { error: `密码须包含数字（${PASSWORD_RULE_TEXT}）` });

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
