import { API_PATHS } from '@lyp/shared/api/paths';
import { logoutResponseSchema } from '@lyp/shared/auth/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuthService } from './auth.service';
import {
  createClientAuthenticator,
  DEFAULT_CLIENT_ID,
  OAUTH_CLIENTS,
  type OAuthClient,
} from './oauth-clients';
import { tokenRoutes } from './token.routes';

const tags = ['登录认证'];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** The registered OAuth clients; the platform's own by default. */
  clients?: readonly OAuthClient[];
}> = async (app, { auth, clients = OAUTH_CLIENTS }) => {
  // Its own scope: the token endpoint reads form bodies, the rest of the API JSON.
  await app.register(tokenRoutes, {
    auth,
    authenticateClient: createClientAuthenticator(clients, DEFAULT_CLIENT_ID),
  });

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
