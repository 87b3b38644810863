import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { safeRedirect, signIn } from './use-sign-in';

/** A real HTTP server standing in for the API's sign-in calls. */
const calls: string[] = [];
let passwordAgeStatus = 200;
let passwordExpired: boolean | 'admin_reset' = false;
const server = createServer((request, response: ServerResponse) => {
  const path = (request.url ?? '').split('?')[0]!;
  calls.push(path);
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (path.endsWith('/oauth/token')) {
    return json(200, {
      access_token: 'new-token',
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: 'r',
      refresh_expires_in: 7200,
      scope: 'server',
      userId: 5,
      orgId: 2,
      tenantId: 1,
    });
  }
  if (path.endsWith('/getUserPwdIsUpdate')) {
    return passwordAgeStatus === 200
      ? json(200, { code: 0, msg: 'ok', data: passwordExpired })
      : json(passwordAgeStatus, { code: 1, msg: '服务异常，请稍后重试', error: 'INTERNAL_ERROR' });
  }
  if (path.endsWith('/auth/oauth/logout')) return json(200, { code: 0, msg: '已退出登录', data: null });
  return json(404, { code: 1, msg: 'not here' });
});

describe('signing in', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      getToken: () => useSessionStore.getState().token,
    });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    calls.length = 0;
    passwordAgeStatus = 200;
    passwordExpired = false;
    useSessionStore.getState().clear();
  });

  const grant = { grant_type: 'password' as const, username: 'buyer', password: 'x' };

  it('discards the sign-in, on the server too, when the password is over 90 days old', async () => {
    passwordExpired = true;
    await expect(signIn(grant)).resolves.toBe('password-expired');
    expect(useSessionStore.getState().token).toBeNull();
    expect(calls).toContain('/lyp/api/auth/oauth/logout');
  });

  it('discards the sign-in and says why when an administrator reset the password', async () => {
    passwordExpired = 'admin_reset';
    await expect(signIn(grant)).resolves.toBe('password-reset');
    expect(useSessionStore.getState().token).toBeNull();
    expect(calls).toContain('/lyp/api/auth/oauth/logout');
  });

  it('does not stay signed in when the password age cannot be checked', async () => {
    passwordAgeStatus = 500;
    await expect(signIn(grant)).rejects.toThrow('服务异常，请稍后重试');
    expect(useSessionStore.getState().token).toBeNull();
    expect(calls).toContain('/lyp/api/auth/oauth/logout');
  });
});

describe('where a sign-in returns to', () => {
  it.each([
    ['/certify', '/certify'],
    ['/personalcenter/mybid', '/personalcenter/mybid'],
    ['//evil.example/steal', '/personalcenter'],
    ['https://evil.example', '/personalcenter'],
    [undefined, '/personalcenter'],
    [42, '/personalcenter'],
  ])('%j goes to %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });
});
