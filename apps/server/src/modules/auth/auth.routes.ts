import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuthService } from './auth.service';
import {
  createClientAuthenticator,
  DEFAULT_CLIENT_ID,
  OAUTH_CLIENTS,
  type OAuthClient,
} from './oauth-clients';
import { tokenRoutes, type ClientCredentialsGrant } from './token.routes';

export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  /** The registered OAuth clients; the platform's own by default. */
  clients?: readonly OAuthClient[];
  clientCredentialsGrant: ClientCredentialsGrant;
}> = async (app, { auth, clients = OAUTH_CLIENTS, clientCredentialsGrant }) => {
  // Its own scope: the token endpoint reads form bodies, the rest of the API JSON.
  await app.register(tokenRoutes, {
    auth,
    authenticateClient: createClientAuthenticator(clients, DEFAULT_CLIENT_ID),
    clientCredentialsGrant,
  });

  route(app, ENDPOINTS.logout, async (request) => {
    await auth.logout(requirePrincipal(request));
    return ok(null, '已退出登录');
  });
};
