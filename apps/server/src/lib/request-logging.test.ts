import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from './clock';
import { useTestApp } from '../../test/use-test-app';

describe('logs outside demo mode', () => {
  const { t } = useTestApp({ demoMode: false });

  it('never contain a password, an SMS code or a token, while still recording each request', async () => {
    const phone = '13911112222';
    const password = 'SecretPass2026';
    await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    const signUpCode = t.lastCode(phone);
    await t.call('GET', 'smsVerifyCode', { params: { phone, code: signUpCode } });
    await t.call('POST', 'userRegister', {
      body: { phone, code: signUpCode, password, confirmPassword: password, agreement: true },
    });
    const signIn = await t.call('POST', 'oauthToken', {
      query: { grant_type: 'password', username: phone, password },
    });
    const { access_token: accessToken, refresh_token: refreshToken } = signIn.json<Record<string, string>>();
    await t.call('POST', 'permissionList', { token: accessToken!, body: {} });
    await t.call('POST', 'oauthToken', {
      query: { grant_type: 'refresh_token', refresh_token: refreshToken! },
    });
    t.clock.advance(2 * MINUTE_MS);
    await t.call('GET', 'smsSendCode', { params: { phone, type: '2' } });
    const loginCode = t.lastCode(phone);
    await t.call('POST', 'oauthToken', { query: { grant_type: 'sms_code', phone, code: loginCode } });
    await t.call('POST', 'oauthToken', {
      query: { grant_type: 'password', username: phone, password: 'WrongGuess99' },
    });

    const logs = t.logLines.join('\n');
    // One line per request, each with its route pattern and status.
    const requests = t.logLines.filter((line) => line.includes('"request completed"'));
    expect(requests).toHaveLength(9);
    for (const line of requests) expect(line).toMatch(/"res":\{"statusCode":\d{3}\}/);
    expect(logs).toContain('/lyp/api/admin/smsCode/verifyCode/:phone/:code');
    for (const secret of [password, 'WrongGuess99', signUpCode, loginCode, accessToken!, refreshToken!]) {
      expect(logs).not.toContain(secret);
    }
  });
});
