import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { hasNoNul, phoneSchema, smsCodeSchema, textTypeError } from '../common/fields';

/**
 * Grants accepted by POST /oauth/token (RFC 6749 §4.3, §6), their parameters in a form body
 * or, as the platform's clients have always sent them, in the query string.
 */
export const GRANT_TYPES = ['password', 'sms_code', 'refresh_token', 'client_credentials'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

export const grantTypeSchema = z.enum(GRANT_TYPES, {
  error: '不支持的登录方式，grant_type 可选 password、sms_code、refresh_token、client_credentials',
});

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z
    .string({ error: textTypeError('账号或手机号') })
    .trim()
    .min(1, { error: '请输入账号或手机号' })
    .max(64, { error: '账号不能超过 64 个字符' })
    .refine(hasNoNul, { error: '账号包含无效字符' }),
  password: z
    .string({ error: textTypeError('密码') })
    .min(1, { error: '请输入密码' })
    .max(128, { error: '密码不能超过 128 个字符' })
    .refine(hasNoNul, { error: '密码包含无效字符' }),
});

export const smsCodeGrantSchema = z.object({
  grant_type: z.literal('sms_code'),
  phone: phoneSchema,
  code: smsCodeSchema,
});

export const refreshTokenGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z
    .string({ error: '缺少 refresh_token' })
    .min(1, { error: '缺少 refresh_token' })
    .max(200, { error: 'refresh_token 格式不正确' }),
});

/**
 * §4.4: an API client (API 客户端) acting for its company. `scope`, space-delimited permission
 * codes, narrows the token to some of the client's permissions; absent, it holds them all.
 */
export const clientCredentialsGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z
    .string({ error: 'scope 须为以空格分隔的权限编码' })
    .max(4000, { error: 'scope 过长' })
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, {
      error: 'scope 须为以空格分隔的权限编码',
    })
    .optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  smsCodeGrantSchema,
  refreshTokenGrantSchema,
  clientCredentialsGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

const optionalText = (description: string) => z.string().optional().describe(description);

/**
 * Every parameter the token endpoint reads, for its documentation: each may come in the
 * query string or an application/x-www-form-urlencoded body. The grant's own schema above
 * decides what a request must carry.
 */
export const tokenParametersSchema = z.object({
  grant_type: optionalText('password、sms_code、refresh_token 或 client_credentials'),
  username: optionalText('账号或手机号（password）'),
  password: optionalText('密码（password）'),
  phone: optionalText('手机号（sms_code）'),
  code: optionalText('登录验证码（sms_code）'),
  refresh_token: optionalText('刷新令牌（refresh_token）'),
  scope: optionalText('以空格分隔的权限编码（client_credentials，可省略：客户端的全部权限）'),
  client_id: optionalText(
    '客户端编号，如 lyp-web 或 API 客户端的 lypc_…；网页端可省略，也可用 HTTP Basic 认证传递',
  ),
  client_secret: optionalText('客户端密钥（API 客户端必填；公开客户端没有密钥）'),
});

/**
 * RFC 6749 §5.1, plus the ids the client stores. A client-credentials token comes without a
 * refresh token (§4.4.3): the client asks for a new one with its secret.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string().optional(),
  refresh_expires_in: z.number().int().optional(),
  scope: z.string(),
  userId: z.number().int(),
  orgId: z.number().int(),
  tenantId: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** RFC 6749 §5.2 error codes, plus throttling. */
export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'unauthorized_client',
  'invalid_scope',
  'too_many_attempts',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];

/** RFC 6749 §5.2 in English (ASCII only), with the Chinese message the product shows in `msg`. */
export const oauthErrorSchema = z.object({
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string().regex(/^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/),
  code: z.literal(1),
  msg: z.string(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;

export const logoutResponseSchema = okEnvelope(z.null());
