import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../lib/clock';
import { useTestApp } from '../../test/use-test-app';

/** RFC 6750 §3: how a protected route tells a client what is wrong with its bearer token. */
describe('a protected route refusing a caller', () => {
  const { t } = useTestApp({ accessTokenTtlSeconds: 3600 });

  const permissionList = (headers: Record<string, string> = {}) =>
    t.call('POST', 'permissionList', { body: {}, headers });

  it('asks a visitor for a bearer token, without an error code, and keeps the usual body', async () => {
    const response = await permissionList();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="lyp"');
    expect(response.json()).toEqual({ code: 1, msg: '登录已超时，请重新登录', error: 'UNAUTHENTICATED' });
  });

  it('says invalid_token when the token sent is unknown, expired or revoked', async () => {
    const expected =
      'Bearer realm="lyp", error="invalid_token", ' +
      'error_description="The access token is invalid, expired or revoked"';
    expect((await permissionList({ authorization: 'Bearer not-a-token' })).headers['www-authenticate']).toBe(
      expected,
    );

    const revoked = await t.signIn('buyer');
    await t.call('GET', 'logout', { token: revoked });
    expect((await permissionList({ authorization: `Bearer ${revoked}` })).headers['www-authenticate']).toBe(
      expected,
    );

    const expiring = await t.signIn('buyer');
    t.clock.advance(HOUR_MS);
    const expired = await t.call('GET', 'passwordAgeCheck', { token: expiring });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe(expected);
  });

  it('says insufficient_scope on a 403 for a missing permission', async () => {
    const buyer = await t.signIn('buyer');
    const response = await t.call('POST', 'dictTypeAdd', {
      token: buyer,
      body: { code: 'x_y', name: '名称' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'PERMISSION_DENIED' });
    expect(response.headers['www-authenticate']).toBe(
      'Bearer realm="lyp", error="insufficient_scope", ' +
        'error_description="The access token does not grant this permission"',
    );
  });

  it('challenges nobody on answers that are not about credentials', async () => {
    const admin = await t.signIn('admin');
    const response = await t.call('POST', 'dictTypeAdd', { token: admin, body: { code: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });
});
