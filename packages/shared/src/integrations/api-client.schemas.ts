import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';

/**
 * API 客户端: a company's own system (an ERP) calling the API with the OAuth 2.0
 * client-credentials grant. It acts for the company that made it, holds only the permissions
 * chosen for it, and never more than the account that made it holds at the moment of a call.
 */

/** Every API client's client_id starts so; the web app's (lyp-web) does not. */
export const API_CLIENT_ID_PREFIX = 'lypc_';

/** Calls a minute a new client may make; an administrator sets each client's own. */
export const API_CLIENT_RATE_LIMIT = { default: 120, min: 10, max: 6000 } as const;
export const API_CLIENT_IP_ALLOWLIST_MAX = 20;

/** A permission a client may be given: the creator's own, named and grouped by its page. */
export const apiClientScopeSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** The page the permission belongs to (订单管理, 我的订单…). */
  group: z.string(),
});
export type ApiClientScope = z.infer<typeof apiClientScopeSchema>;

export const apiClientSchema = z.object({
  id: z.number().int(),
  /** The public client_id; the secret is shown only when made. */
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  /** Addresses or CIDR ranges the client may call from; empty: any. */
  ipAllowlist: z.array(z.string()),
  rateLimitPerMinute: z.number().int(),
  /** The secret's last four characters, to tell which one a system holds. */
  secretHint: z.string(),
  status: z.enum(['active', 'revoked']),
  createdByName: z.string().nullable(),
  createdAt: timestampSchema,
  secretRotatedAt: timestampSchema.nullable(),
  lastUsedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** The page: the organisation's clients, what may be granted, and why the caller may not manage any. */
export const apiClientListSchema = z.object({
  records: z.array(apiClientSchema),
  grantableScopes: z.array(apiClientScopeSchema),
  /** Why this caller cannot make clients (a personal account, a sub-account, no certification); null when they can. */
  refusal: z.string().nullable(),
});
export type ApiClientList = z.infer<typeof apiClientListSchema>;
export const apiClientListResponseSchema = okEnvelope(apiClientListSchema);

const ipEntrySchema = z
  .string({ error: 'IP 白名单的每一项须为文本' })
  .trim()
  .pipe(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
      error: (issue) => `IP 白名单中「${String(issue.input).slice(0, 45)}」不是有效的 IP 地址或网段`,
    }),
  );

export const apiClientBodySchema = z.object({
  name: requiredText('客户端名称', 30),
  scopes: z
    .array(z.string({ error: '权限须为权限编码' }).max(60, { error: '权限编码过长' }), {
      error: '请选择客户端的权限',
    })
    .min(1, { error: '请至少授予客户端一项权限' })
    .max(200, { error: '权限不能超过 200 项' }),
  ipAllowlist: z
    .array(ipEntrySchema, { error: 'IP 白名单须为列表' })
    .max(API_CLIENT_IP_ALLOWLIST_MAX, { error: `IP 白名单不能超过 ${API_CLIENT_IP_ALLOWLIST_MAX} 项` })
    .default([]),
  rateLimitPerMinute: z.coerce
    .number({ error: '每分钟调用上限须为数字' })
    .int({ error: '每分钟调用上限须为整数' })
    .min(API_CLIENT_RATE_LIMIT.min, { error: `每分钟调用上限不能小于 ${API_CLIENT_RATE_LIMIT.min}` })
    .max(API_CLIENT_RATE_LIMIT.max, { error: `每分钟调用上限不能超过 ${API_CLIENT_RATE_LIMIT.max}` })
    .default(API_CLIENT_RATE_LIMIT.default),
});
export type ApiClientBody = z.infer<typeof apiClientBodySchema>;
export type ApiClientBodyInput = z.input<typeof apiClientBodySchema>;

export const apiClientIdParamsSchema = z.object({ id: idSchema('客户端编号') });

/** A new or rotated client: its secret, answered this once and stored only as a hash. */
export const apiClientWithSecretSchema = z.object({ client: apiClientSchema, clientSecret: z.string() });
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;
export const apiClientSecretResponseSchema = okEnvelope(apiClientWithSecretSchema);
export const apiClientResponseSchema = okEnvelope(apiClientSchema);

/** One call a client made, as the operation log holds it. */
export const apiClientCallSchema = z.object({
  id: z.number().int(),
  summary: z.string(),
  ip: z.string().nullable(),
  createdAt: timestampSchema,
});
export type ApiClientCall = z.infer<typeof apiClientCallSchema>;
export const apiClientCallsQuerySchema = pageQuerySchema;
export const apiClientCallsResponseSchema = okEnvelope(pageOf(apiClientCallSchema));
