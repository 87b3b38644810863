import formbody from '@fastify/formbody';
import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import { oauthErrorSchema, type TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { API_CLIENT_ID_PREFIX } from '@lyp/shared/integrations/api-client.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { OAuthError } from '../../lib/oauth-error';
import { route } from '../../plugins/endpoint-routes';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import type { AuthService } from './auth.service';
import type { ClientAuthenticator, ClientCredentials } from './oauth-clients';
import { clientCredentials, collectTokenParameters, parseGrant } from './token-request';

/** RFC 6749 §4.4, for a company's API clients: the api-clients module's. */
export type ClientCredentialsGrant = (request: {
  credentials: ClientCredentials | undefined;
  scope: string | undefined;
  ip: string;
}) => Promise<TokenResponse>;

/** Token endpoint bodies are a few short parameters. */
const FORM_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * POST /oauth/token per RFC 6749: parameters in a form body or the query string, optional
 * client authentication, and every failure (even a body the framework could not read) in
 * §5.2 form, through the error handler's `errorFormat: 'oauth'`.
 */
export const tokenRoutes: FastifyPluginAsync<{
  auth: AuthService;
  authenticateClient: ClientAuthenticator;
  clientCredentialsGrant: ClientCredentialsGrant;
}> = async (app, { auth, authenticateClient, clientCredentialsGrant }) => {
  // §3.2: forms only. JSON, multipart and the rest find no parser here and are refused
  // as invalid_request before anything reads them.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT_BYTES });

  route(
    app,
    ENDPOINTS.oauthToken,
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const parameters = collectTokenParameters(request.query, request.body);
      const credentials = clientCredentials(request.headers.authorization, parameters);
      if (parameters.grant_type === 'client_credentials') {
        const grant = parseGrant(parameters);
        const scope = grant.grant_type === 'client_credentials' ? grant.scope : undefined;
        return clientCredentialsGrant({ credentials, scope, ip: request.ip });
      }
      if (credentials?.id.startsWith(API_CLIENT_ID_PREFIX))
        throw new OAuthError('unauthorized_client', 'API 客户端只能使用 client_credentials 方式获取令牌', {
          description: 'API clients may use the client_credentials grant only',
        });
      authenticateClient(credentials);
      const grant = parseGrant(parameters);
      switch (grant.grant_type) {
        case 'password':
          return auth.passwordGrant({ username: grant.username, password: grant.password, ip: request.ip });
        case 'sms_code':
          return auth.smsCodeGrant({ phone: grant.phone, code: grant.code, ip: request.ip });
        case 'refresh_token':
          return auth.refreshGrant({ refreshToken: grant.refresh_token });
        case 'client_credentials':
          throw new Error('handled above');
      }
    },
    {
      config: { requestLimit: REQUEST_LIMITS.tokenEndpoint, errorFormat: 'oauth' },
      // The handler reads the parameters from both places, so it sees failed validation too;
      // the contract documents them in the query string.
      attachValidation: true,
      responses: { '4xx': oauthErrorSchema },
    },
  );

  // Not an endpoint of the map: the refusal of every other method (405), hidden from the docs.
  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: ENDPOINTS.oauthToken.path,
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
