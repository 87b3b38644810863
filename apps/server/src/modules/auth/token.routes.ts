import formbody from '@fastify/formbody';
import { errorBodySchema } from '@lyp/shared/api/envelope';
import { API_PATHS } from '@lyp/shared/api/paths';
import { oauthErrorSchema, tokenParametersSchema, tokenResponseSchema } from '@lyp/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OAuthError } from '../../lib/oauth-error';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import type { AuthService } from './auth.service';
import type { ClientAuthenticator } from './oauth-clients';
import { clientCredentials, collectTokenParameters, parseGrant } from './token-request';

const tags = ['登录认证'];

/** Token endpoint bodies are a few short parameters. */
const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * POST /oauth/token per RFC 6749: parameters in a form body or the query string, optional
 * client authentication, and every failure (even a body the framework could not read) in
 * §5.2 form, through the error handler's `errorFormat: 'oauth'`.
 */
export const tokenRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  authenticateClient: ClientAuthenticator;
}> = async (app, { auth, authenticateClient }) => {
  // §3.2: forms only. JSON, multipart and the rest find no parser here and are refused
  // as invalid_request before anything reads them.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });

  app.post(
    API_PATHS.oauthToken,
    {
      config: { access: 'public', requestLimit: REQUEST_LIMITS.tokenEndpoint, errorFormat: 'oauth' },
      // The handler reads the parameters from both places; the schema documents them (in the
      // query string only: a documented body would be marked required, and it is optional).
      attachValidation: true,
      schema: {
        tags,
        summary: '获取令牌（RFC 6749；参数放在表单或查询字符串中）',
        description:
          'grant_type=password：username（账号或手机号）+ password；grant_type=sms_code：phone + code（登录验证码）；' +
          'grant_type=refresh_token：refresh_token。参数可放在 application/x-www-form-urlencoded 请求体或查询字符串中。' +
          '客户端可用 HTTP Basic 或 client_id 参数表明身份（网页端 lyp-web 为公开客户端，可省略）。' +
          '错误遵循 RFC 6749：error 与英文 error_description，另附中文 msg。',
        querystring: tokenParametersSchema,
        response: { 200: tokenResponseSchema, '4xx': oauthErrorSchema, '5xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const parameters = collectTokenParameters(request.query, request.body);
      authenticateClient(clientCredentials(request.headers.authorization, parameters));
      const grant = parseGrant(parameters);
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

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: API_PATHS.oauthToken,
    config: { access: 'public', errorFormat: 'oauth' },
    schema: { hide: true, response: { '4xx': oauthErrorSchema } },
    // Before any body is read: the method alone is wrong.
    onRequest: async (_request, reply) => {
      void reply.header('allow', 'POST');
      throw new OAuthError('invalid_request', '获取令牌请使用 POST 请求', {
        status: 405,
        description: 'The token endpoint accepts POST requests only',
      });
    },
    handler: async () => undefined,
  });
};
