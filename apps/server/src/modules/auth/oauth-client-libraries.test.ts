import { apiUrl } from '@lyp/shared/api/paths';
import * as oidc from 'openid-client';
import { ResourceOwnerPassword } from 'simple-oauth2';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Two widely used OAuth 2.0 client libraries, unchanged, against a real listening server:
 * sign in with the password grant, refresh, and call a protected route with the token.
 */
describe('standard OAuth 2.0 clients', () => {
  const { t } = useTestApp();
  let origin: string;
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const tokenPath = apiUrl('oauthToken');
  const protectedUrl = () => new URL(apiUrl('permissionList'), origin);
  const callProtected = (accessToken: string) =>
    fetch(protectedUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: '{}',
    });

  describe('simple-oauth2', () => {
    const client = (authorizationMethod: 'header' | 'body') =>
      new ResourceOwnerPassword({
        client: { id: 'lyp-web', secret: '' },
        auth: { tokenHost: origin, tokenPath },
        options: { authorizationMethod },
      });

    it.each(['header', 'body'] as const)(
      'signs in, refreshes and calls a protected route (client id by %s)',
      async (authorizationMethod) => {
        const signedIn = await client(authorizationMethod).getToken({
          username: 'admin',
          password: DEMO_PASSWORD,
        });
        expect(signedIn.token).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
        const refreshed = await signedIn.refresh();
        expect(refreshed.token.access_token).not.toBe(signedIn.token.access_token);
        expect((await callProtected(refreshed.token.access_token as string)).status).toBe(200);
        expect((await callProtected(signedIn.token.access_token as string)).status).toBe(401);
      },
    );

    it('reports a wrong password as invalid_grant and an unknown client as invalid_client', async () => {
      await expect(
        client('header').getToken({ username: 'admin', password: 'Wrong1234' }),
      ).rejects.toMatchObject({
        output: { statusCode: 400 },
        data: { payload: { error: 'invalid_grant', error_description: 'Wrong username or password' } },
      });
      const stranger = new ResourceOwnerPassword({
        client: { id: 'partner app', secret: 's:cret' },
        auth: { tokenHost: origin, tokenPath },
      });
      await expect(stranger.getToken({ username: 'admin', password: DEMO_PASSWORD })).rejects.toMatchObject({
        output: { statusCode: 401 },
        data: { payload: { error: 'invalid_client' } },
      });
    });
  });

  describe('openid-client', () => {
    const configuration = () => {
      const config = new oidc.Configuration(
        { issuer: origin, token_endpoint: new URL(tokenPath, origin).href },
        'lyp-web',
        undefined,
        oidc.None(),
      );
      // The test server speaks plain HTTP on loopback.
      oidc.allowInsecureRequests(config);
      return config;
    };

    it('signs in, refreshes and calls a protected route', async () => {
      const config = configuration();
      const signedIn = await oidc.genericGrantRequest(config, 'password', {
        username: 'admin',
        password: DEMO_PASSWORD,
      });
      expect(signedIn.expiresIn()).toBeGreaterThan(0);
      const refreshed = await oidc.refreshTokenGrant(config, signedIn.refresh_token!);
      const response = await oidc.fetchProtectedResource(
        config,
        refreshed.access_token,
        protectedUrl(),
        'POST',
        '{}',
        new Headers({ 'content-type': 'application/json' }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 0 });
    });

    it('reads the errors: invalid_grant from the token endpoint, invalid_token from a protected route', async () => {
      const config = configuration();
      await expect(
        oidc.genericGrantRequest(config, 'password', { username: 'admin', password: 'Wrong1234' }),
      ).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
      await expect(
        oidc.fetchProtectedResource(config, 'revoked-or-unknown', protectedUrl(), 'POST', '{}'),
      ).rejects.toMatchObject({
        status: 401,
        cause: [
          expect.objectContaining({
            scheme: 'bearer',
            parameters: expect.objectContaining({ error: 'invalid_token' }),
          }),
        ],
      });
    });
  });
});
