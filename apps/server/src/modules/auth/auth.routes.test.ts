import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';

describe('POST /oauth/token and logout', () => {
  const { t } = useTestApp({ accessTokenTtlSeconds: 3600 });

  const token = (query: Record<string, string>, ip?: string) =>
    t.call('POST', 'oauthToken', { query, ...(ip ? { ip } : {}) });

  describe('password grant', () => {
    it('signs in by username and answers in RFC 6749 form with the ids the client stores', async () => {
      const response = await token({ grant_type: 'password', username: 'seller', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['pragma']).toBe('no-cache');
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        token_type: 'bearer',
        expires_in: 3600,
        scope: 'server',
        userId: expect.any(Number),
        orgId: expect.any(Number),
        tenantId: expect.any(Number),
      });
      // Opaque random values of at least 128 bits (43 base64url characters = 256 bits).
      expect(body.access_token).toMatch(/^[\w-]{43}$/);
      expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
      expect(body.access_token).not.toBe(body.refresh_token);
    });

    it('signs in by phone number and ignores the case of a username', async () => {
      expect(
        (await token({ grant_type: 'password', username: '13800000002', password: DEMO_PASSWORD }))
          .statusCode,
      ).toBe(200);
      expect(
        (await token({ grant_type: 'password', username: 'SELLER', password: DEMO_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('answers a wrong password and an unknown account identically', async () => {
      const wrongPassword = await token({
        grant_type: 'password',
        username: 'auditor',
        password: 'Wrong1234',
      });
      const unknownAccount = await token({
        grant_type: 'password',
        username: 'nobody-here',
        password: 'Wrong1234',
      });
      expect(wrongPassword.statusCode).toBe(400);
      expect(unknownAccount.statusCode).toBe(400);
      const expected = {
        error: 'invalid_grant',
        error_description: 'Wrong username or password',
        code: 1,
        msg: '账号或密码错误',
      };
      expect(wrongPassword.json()).toEqual(expected);
      expect(unknownAccount.json()).toEqual(expected);
    });

    it('refuses a missing password as an invalid request naming the field', async () => {
      const response = await token({ grant_type: 'password', username: 'buyer' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Missing parameter: password',
        code: 1,
        msg: '请输入密码',
      });
    });

    it('refuses a NUL character in the account name as an invalid request, not a server error', async () => {
      const response = await token({ grant_type: 'password', username: 'buy\u0000er', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', msg: '账号包含无效字符' });
    });

    it('refuses a missing or unknown grant type', async () => {
      const missing = await token({ username: 'buyer', password: DEMO_PASSWORD });
      expect(missing.json()).toMatchObject({
        error: 'invalid_request',
        msg: '缺少参数 grant_type（登录方式）',
      });
      const unknown = await token({ grant_type: 'authorization_code' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        error: 'unsupported_grant_type',
        msg: '不支持的登录方式，grant_type 可选 password、sms_code、refresh_token、client_credentials',
      });
    });
  });

  describe('SMS code grant', () => {
    it('signs in a registered phone with its login code, once', async () => {
      const phone = '13800000001';
      await t.call('GET', 'smsSendCode', { params: { phone, type: '2' } });
      const code = t.lastCode(phone);
      const first = await token({ grant_type: 'sms_code', phone, code });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ token_type: 'bearer', userId: expect.any(Number) });
      const replay = await token({ grant_type: 'sms_code', phone, code });
      expect(replay.json()).toMatchObject({ error: 'invalid_grant', msg: '验证码已失效，请重新获取' });
    });

    it('answers a wrong code with the attempts left, in RFC form', async () => {
      t.clock.advance(2 * MINUTE_MS);
      const phone = '13800000001';
      await t.call('GET', 'smsSendCode', { params: { phone, type: '2' } });
      const wrong = t.lastCode(phone) === '000000' ? '111111' : '000000';
      const response = await token({ grant_type: 'sms_code', phone, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant', msg: '验证码错误，还可尝试 4 次' });
    });

    it('refuses a malformed phone as an invalid request', async () => {
      const response = await token({ grant_type: 'sms_code', phone: '123', code: '123456' });
      expect(response.json()).toMatchObject({
        error: 'invalid_request',
        msg: '手机号格式不正确，请输入 11 位中国大陆手机号',
      });
    });
  });

  describe('refresh token grant', () => {
    it('rotates the pair: the new access token works and the old pair is retired', async () => {
      const signIn = await token({ grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD });
      const { refresh_token: refreshToken, access_token: oldAccess } = signIn.json<Record<string, string>>();
      const refreshed = await token({ grant_type: 'refresh_token', refresh_token: refreshToken! });
      expect(refreshed.statusCode).toBe(200);
      const rotated = refreshed.json<Record<string, string>>();
      expect(rotated.refresh_token).not.toBe(refreshToken);
      expect((await t.call('GET', 'passwordAgeCheck', { token: rotated.access_token! })).statusCode).toBe(
        200,
      );
      expect((await t.call('GET', 'passwordAgeCheck', { token: oldAccess! })).statusCode).toBe(401);

      const replay = await token({ grant_type: 'refresh_token', refresh_token: refreshToken! });
      expect(replay.json()).toMatchObject({ error: 'invalid_grant', msg: '登录已过期，请重新登录' });
    });

    it('treats a replayed refresh token as stolen and revokes every token of that sign-in', async () => {
      const signIn = await token({ grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD });
      const first = signIn.json<Record<string, string>>();
      const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! })).json<
        Record<string, string>
      >();
      await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
      expect((await t.call('GET', 'passwordAgeCheck', { token: second.access_token! })).statusCode).toBe(401);
      expect(
        (await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token! })).statusCode,
      ).toBe(400);
    });

    it('refuses an unknown refresh token', async () => {
      const response = await token({ grant_type: 'refresh_token', refresh_token: 'not-a-real-token' });
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    });
  });

  describe('access tokens', () => {
    it('expire after their lifetime', async () => {
      const access = await t.signIn('auditor');
      expect((await t.call('GET', 'passwordAgeCheck', { token: access })).statusCode).toBe(200);
      t.clock.advance(HOUR_MS);
      expect((await t.call('GET', 'passwordAgeCheck', { token: access })).statusCode).toBe(401);
    });

    it('are refused when malformed or absent', async () => {
      expect((await t.call('GET', 'passwordAgeCheck', { token: 'x'.repeat(500) })).statusCode).toBe(401);
      const noScheme = await t.app.inject({
        method: 'GET',
        url: '/lyp/api/admin/user/getUserPwdIsUpdate',
        headers: { authorization: 'Basic abc' },
      });
      expect(noScheme.statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the token: afterwards the same token gets 401', async () => {
      const access = await t.signIn('buyer');
      const response = await t.call('GET', 'logout', { token: access });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: '已退出登录', data: null });
      const after = await t.call('POST', 'permissionList', { token: access, body: {} });
      expect(after.statusCode).toBe(401);
      expect((await t.call('GET', 'logout', { token: access })).statusCode).toBe(401);
    });

    it('also ends the refresh token of that sign-in', async () => {
      const signIn = await token({ grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD });
      const { access_token: access, refresh_token: refresh } = signIn.json<Record<string, string>>();
      await t.call('GET', 'logout', { token: access! });
      const refreshed = await token({ grant_type: 'refresh_token', refresh_token: refresh! });
      expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    });

    it('leaves the user’s other sessions signed in', async () => {
      const phoneSession = await t.signIn('buyer');
      const desktopSession = await t.signIn('buyer');
      await t.call('GET', 'logout', { token: desktopSession });
      expect((await t.call('GET', 'passwordAgeCheck', { token: phoneSession })).statusCode).toBe(200);
    });
  });

  describe('under parallel requests', () => {
    it('checks no more than five passwords of one account, however many arrive at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, attempt) =>
          token(
            { grant_type: 'password', username: '13800000003', password: `Wrong${attempt}xx` },
            '10.3.0.1',
          ),
        ),
      );
      const errors = answers.map((answer) => answer.json<{ error: string }>().error);
      expect(errors.filter((error) => error === 'invalid_grant').length).toBeLessThanOrEqual(5);
      expect(errors.filter((error) => error === 'too_many_attempts').length).toBeGreaterThanOrEqual(25);
    });

    it('lets only one of two simultaneous refreshes through, and treats the other as theft', async () => {
      for (let round = 0; round < 5; round += 1) {
        const signIn = await token(
          { grant_type: 'password', username: 'seller', password: DEMO_PASSWORD },
          '10.4.0.1',
        );
        const refreshToken = signIn.json<Record<string, string>>().refresh_token!;
        const answers = await Promise.all([
          token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
          token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
        ]);
        const winners = answers.filter((answer) => answer.statusCode === 200);
        expect(winners).toHaveLength(1);
        // The replay revoked the whole family, the winner's new tokens included.
        const winner = winners[0]!.json<Record<string, string>>();
        expect((await t.call('GET', 'passwordAgeCheck', { token: winner.access_token! })).statusCode).toBe(
          401,
        );
        expect(
          (await token({ grant_type: 'refresh_token', refresh_token: winner.refresh_token! })).statusCode,
        ).toBe(400);
      }
    });

    it('never lets a refresh racing a password reset outlive the reset', async () => {
      const phone = '13800000002';
      for (let round = 0; round < 5; round += 1) {
        const password = `Seller${round}Pass`;
        const previous = round === 0 ? DEMO_PASSWORD : `Seller${round - 1}Pass`;
        const signIn = await token(
          { grant_type: 'password', username: phone, password: previous },
          '10.5.0.1',
        );
        const refreshToken = signIn.json<Record<string, string>>().refresh_token!;
        t.clock.advance(2 * MINUTE_MS);
        await t.call('GET', 'smsSendCode', { params: { phone, type: '3' } });
        const code = t.lastCode(phone);
        const [refreshed] = await Promise.all([
          token({ grant_type: 'refresh_token', refresh_token: refreshToken }),
          t.call('POST', 'resetPassword', { body: { phone, code, password, confirmPassword: password } }),
        ]);
        if (refreshed.statusCode === 200) {
          const survivor = refreshed.json<Record<string, string>>().access_token!;
          expect((await t.call('GET', 'passwordAgeCheck', { token: survivor })).statusCode).toBe(401);
        }
      }
    });
  });
});
