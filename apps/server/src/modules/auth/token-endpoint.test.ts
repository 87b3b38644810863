import { apiUrl } from '@lyp/shared/api/paths';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed';
import { useTestApp } from '../../../test/use-test-app';

/** RFC 6749 conformance of POST /oauth/token beyond the grants themselves (auth.routes.test.ts). */
describe('the token endpoint (RFC 6749)', () => {
  const { t } = useTestApp();

  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const signInForm = `grant_type=password&username=seller&password=${DEMO_PASSWORD}`;
  let address = 0;
  /** Each call from its own address: the endpoint is rate limited per address. */
  const post = (options: { headers?: Record<string, string>; payload?: string; url?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: options.url ?? apiUrl('oauthToken'),
      remoteAddress: `10.60.0.${(address++ % 250) + 1}`,
      headers: options.headers ?? {},
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  const basic = (credentials: string) => ({
    authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
  });
  const errorOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    ...response.json<Record<string, unknown>>(),
  });

  describe('parameters', () => {
    it('are read from a form body, with or without a charset, and the answer is never cached', async () => {
      for (const contentType of [form['content-type'], 'application/x-www-form-urlencoded; charset=UTF-8']) {
        const response = await post({ headers: { 'content-type': contentType }, payload: signInForm });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['pragma']).toBe('no-cache');
      }
    });

    it('are still read from the query string, as the web app and the README send them', async () => {
      const response = await post({ url: `${apiUrl('oauthToken')}?${signInForm}` });
      expect(response.statusCode).toBe(200);
    });

    it('may be split between the query string and the body, but none may come twice', async () => {
      const split = await post({
        url: `${apiUrl('oauthToken')}?grant_type=password`,
        headers: form,
        payload: `username=seller&password=${DEMO_PASSWORD}`,
      });
      expect(split.statusCode).toBe(200);
      const twiceInBody = await post({ headers: form, payload: `${signInForm}&username=buyer` });
      expect(errorOf(twiceInBody)).toEqual({
        status: 400,
        error: 'invalid_request',
        error_description: 'Parameter given more than once: username',
        code: 1,
        msg: '参数 username 重复出现',
      });
      const inBoth = await post({
        url: `${apiUrl('oauthToken')}?username=buyer`,
        headers: form,
        payload: signInForm,
      });
      expect(errorOf(inBoth)).toMatchObject({
        status: 400,
        error: 'invalid_request',
        msg: '参数 username 重复出现',
      });
    });

    it('count as omitted when sent without a value (§3.2)', async () => {
      const response = await post({
        headers: form,
        payload: 'grant_type=password&username=seller&password=',
      });
      expect(errorOf(response)).toEqual({
        status: 400,
        error: 'invalid_request',
        error_description: 'Missing parameter: password',
        code: 1,
        msg: '请输入密码',
      });
    });
  });

  describe('refuses as invalid_request, in RFC form with a Chinese msg', () => {
    it('a JSON content type with no body, which used to answer 500 FST_ERR_FAILED_ERROR_SERIALIZATION', async () => {
      const response = await post({
        url: `${apiUrl('oauthToken')}?${signInForm}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.body).not.toContain('FST_');
      expect(errorOf(response)).toEqual({
        status: 400,
        error: 'invalid_request',
        error_description:
          'Unsupported content type: send the parameters as application/x-www-form-urlencoded',
        code: 1,
        msg: '请求格式不正确：令牌接口的参数请放在查询字符串或 application/x-www-form-urlencoded 表单中',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['pragma']).toBe('no-cache');
    });

    it('a JSON, plain-text or multipart body, even one carrying valid parameters', async () => {
      for (const [contentType, payload] of [
        [
          'application/json',
          JSON.stringify({ grant_type: 'password', username: 'seller', password: DEMO_PASSWORD }),
        ],
        ['text/plain', signInForm],
        [
          'multipart/form-data; boundary=x',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        ],
      ]) {
        const response = await post({ headers: { 'content-type': contentType! }, payload: payload! });
        expect(errorOf(response)).toMatchObject({
          status: 400,
          error: 'invalid_request',
          error_description:
            'Unsupported content type: send the parameters as application/x-www-form-urlencoded',
        });
      }
    });

    it('a form body over 8 KiB', async () => {
      const response = await post({ headers: form, payload: `${signInForm}&pad=${'x'.repeat(9000)}` });
      expect(errorOf(response)).toMatchObject({
        status: 400,
        error: 'invalid_request',
        error_description: 'The request body is too large',
        msg: '请求内容过大',
      });
    });
  });

  it('answers GET and other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${apiUrl('oauthToken')}?${signInForm}` });
      expect(response.statusCode).toBe(405);
      expect(response.headers['allow']).toBe('POST');
      expect(response.json()).toEqual({
        error: 'invalid_request',
        error_description: 'The token endpoint accepts POST requests only',
        code: 1,
        msg: '获取令牌请使用 POST 请求',
      });
    }
  });

  it('answers its own rate limit in RFC form with Retry-After, not a 500', async () => {
    const ip = '10.61.0.1';
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt <= 300; attempt += 1) {
      last = await t.app.inject({ method: 'POST', url: apiUrl('oauthToken'), remoteAddress: ip });
    }
    expect(errorOf(last!)).toMatchObject({
      status: 429,
      error: 'too_many_attempts',
      error_description: 'Too many requests; retry later',
      msg: expect.stringMatching(/^请求过于频繁，请 \d+ 秒后再试$/),
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  describe('client authentication', () => {
    it('accepts the web app’s public client by client_id or by HTTP Basic without a secret', async () => {
      expect((await post({ headers: form, payload: `${signInForm}&client_id=lyp-web` })).statusCode).toBe(
        200,
      );
      expect(
        (await post({ headers: { ...form, ...basic('lyp-web:') }, payload: signInForm })).statusCode,
      ).toBe(200);
    });

    it('form-decodes Basic credentials before comparing them (§2.3.1)', async () => {
      const response = await post({ headers: { ...form, ...basic('lyp%2Dweb:') }, payload: signInForm });
      expect(response.statusCode).toBe(200);
    });

    it('refuses an unknown client with 401 invalid_client and a Basic challenge', async () => {
      for (const headers of [form, { ...form, ...basic('partner+app:s%3Acret') }]) {
        const payload = headers === form ? `${signInForm}&client_id=partner-app` : signInForm;
        const response = await post({ headers, payload });
        expect(errorOf(response)).toEqual({
          status: 401,
          error: 'invalid_client',
          error_description: 'Unknown client',
          code: 1,
          msg: '客户端认证失败：未登记的客户端',
        });
        expect(response.headers['www-authenticate']).toBe('Basic realm="lyp", charset="UTF-8"');
      }
    });

    it('refuses a secret for the public client, which has none, by Basic or in the body', async () => {
      for (const request of [
        { headers: { ...form, ...basic('lyp-web:guessed') }, payload: signInForm },
        { headers: form, payload: `${signInForm}&client_id=lyp-web&client_secret=guessed` },
      ]) {
        const response = await post(request);
        expect(errorOf(response)).toMatchObject({ status: 401, error: 'invalid_client' });
        expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
      }
    });

    it('refuses malformed Basic credentials as a failed client authentication', async () => {
      for (const authorization of ['Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
        const response = await post({ headers: { ...form, authorization }, payload: signInForm });
        expect(errorOf(response)).toMatchObject({ status: 401, error: 'invalid_client' });
      }
      const badEscape = await post({ headers: { ...form, ...basic('lyp%E0%A4%A:') }, payload: signInForm });
      expect(errorOf(badEscape)).toMatchObject({
        status: 401,
        error_description: 'Malformed HTTP Basic credentials',
      });
    });

    it('refuses two authentication methods at once, and a secret without a client id', async () => {
      const both = await post({
        headers: { ...form, ...basic('lyp-web:') },
        payload: `${signInForm}&client_id=lyp-web&client_secret=x`,
      });
      expect(errorOf(both)).toMatchObject({
        status: 400,
        error: 'invalid_request',
        msg: '客户端认证信息只能用一种方式提供',
      });
      const secretOnly = await post({ headers: form, payload: `${signInForm}&client_secret=x` });
      expect(errorOf(secretOnly)).toMatchObject({ status: 400, msg: '缺少参数 client_id' });
    });
  });
});
