import { API_PATHS } from '@lyp/shared/api/paths';
import {
  grantTypeSchema,
  logoutResponseSchema,
  oauthErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  type TokenRequest,
} from '@lyp/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAuthError } from '../../lib/oauth-error';
import { errorResponses, ok } from '../../lib/respond';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuthService } from './auth.service';

const tags = ['登录认证'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    API_PATHS.oauthToken,
    {
      config: { access: 'public', requestLimit: REQUEST_LIMITS.tokenEndpoint },
      // Validation failures are answered in RFC 6749 form by the handler, not the generic handler.
      attachValidation: true,
      schema: {
        tags,
        summary: '获取令牌（参数放在查询字符串中）',
        description:
          'grant_type=password：username（账号或手机号）+ password；grant_type=sms_code：phone + code（登录验证码）；' +
          'grant_type=refresh_token：refresh_token。错误遵循 RFC 6749，并附中文 msg。',
        querystring: tokenRequestSchema,
        response: {
          200: tokenResponseSchema,
          400: oauthErrorSchema,
          429: oauthErrorSchema,
          '5xx': errorResponses['5xx'],
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw toOAuthRequestError(request.query, request.validationError);
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const grant: TokenRequest = request.query;
      switch (grant.grant_type) {
        case 'password':
          return auth.passwordGrant({ username: grant.username, password: grant.password, ip: request.ip });
        case 'sms_code':
          return auth.smsCodeGrant({ phone: grant.phone, code: grant.code, ip: request.ip });
        case 'refresh_token':
          return auth.refreshGrant({ refreshToken: grant.refresh_token });
      }
    },
  );

  app.get(
    API_PATHS.logout,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '退出登录（吊销当前令牌）',
        response: { 200: logoutResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await auth.logout(requirePrincipal(request));
      return ok(null, '已退出登录');
    },
  );
};

function toOAuthRequestError(
  query: unknown,
  error: Error & { validation?: Array<{ message?: string }> },
): OAuthError {
  const grantType = (query as Record<string, unknown> | null)?.grant_type;
  if (grantType === undefined) return new OAuthError('invalid_request', '缺少参数 grant_type（登录方式）');
  const grant = grantTypeSchema.safeParse(grantType);
  if (!grant.success)
    return new OAuthError('unsupported_grant_type', grant.error.issues[0]?.message ?? '不支持的登录方式');
  return new OAuthError('invalid_request', error.validation?.[0]?.message ?? '登录参数不正确');
}
