import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../lib/secrets';
import { createClientAuthenticator, DEFAULT_CLIENT_ID, OAUTH_CLIENTS } from './oauth-clients';

describe('client authentication', () => {
  const authenticate = createClientAuthenticator(
    [...OAUTH_CLIENTS, { id: 'partner', name: '合作方', secretSha256: sha256Hex('s3cret: with spaces') }],
    DEFAULT_CLIENT_ID,
  );

  it('takes a request that names no client for the web app, a public client', () => {
    expect(authenticate(undefined)).toMatchObject({ id: 'lyp-web' });
    expect(authenticate(undefined).secretSha256).toBeUndefined();
  });

  it('lets a confidential client in with its secret only', () => {
    expect(authenticate({ id: 'partner', secret: 's3cret: with spaces' }).id).toBe('partner');
    for (const secret of [undefined, 's3cret', 's3cret: with spaces ']) {
      expect(() => authenticate({ id: 'partner', ...(secret !== undefined ? { secret } : {}) })).toThrow(
        expect.objectContaining({
          error: 'invalid_client',
          status: 401,
          description: 'Wrong or missing client secret',
        }),
      );
    }
  });

  it('refuses an unknown client and a public client that presents a secret', () => {
    expect(() => authenticate({ id: 'nobody' })).toThrow(
      expect.objectContaining({ error: 'invalid_client' }),
    );
    expect(() => authenticate({ id: 'lyp-web', secret: 'x' })).toThrow(
      expect.objectContaining({ error: 'invalid_client', message: '客户端认证失败：该客户端不使用密钥' }),
    );
  });

  it('will not start without the client that requests naming none stand for', () => {
    expect(() => createClientAuthenticator([], DEFAULT_CLIENT_ID)).toThrow(/not registered/);
  });
});
