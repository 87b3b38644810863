import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed';
import { MINUTE_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';

describe('throttling failed sign-ins', () => {
  const { t } = useTestApp();

  const token = (query: Record<string, string>, ip: string) => t.call('POST', 'oauthToken', { query, ip });
  const guess = (username: string, ip: string, attempt: number) =>
    token({ grant_type: 'password', username, password: `Wrong${attempt}x` }, ip);

  it('locks an address out of an account after five wrong passwords, while the owner signs in from another at once', async () => {
    const guesser = '10.1.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess('admin', guesser, attempt)).json()).toMatchObject({ error: 'invalid_grant' });
    }
    const locked = await token(
      { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
      guesser,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      error: 'too_many_attempts',
      msg: '登录失败次数过多，请 15 分钟后再试',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // The same account by its phone number is the same account.
    const byPhone = await token(
      { grant_type: 'password', username: '13800000004', password: DEMO_PASSWORD },
      guesser,
    );
    expect(byPhone.statusCode).toBe(429);

    const owner = await token(
      { grant_type: 'password', username: '13800000004', password: DEMO_PASSWORD },
      '10.1.0.2',
    );
    expect(owner.statusCode).toBe(200);
    // Signing in elsewhere does not unlock the guesser.
    expect((await guess('admin', guesser, 6)).statusCode).toBe(429);
  });

  it('locks an unknown account name the same way, so locking reveals nothing', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await guess('ghost-account', '10.1.1.1', attempt);
    const locked = await token(
      { grant_type: 'password', username: 'ghost-account', password: 'x' },
      '10.1.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'too_many_attempts' });
  });

  it('slows down one address that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < 50; attempt += 1) await guess(`spray-${attempt}`, ip, attempt);
    const refused = await token({ grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const otherAddress = await token(
      { grant_type: 'password', username: 'buyer', password: DEMO_PASSWORD },
      '10.2.0.2',
    );
    expect(otherAddress.statusCode).toBe(200);
  });

  it('lifts the lock of the address a password reset came from', async () => {
    const phone = '13800000002';
    const ip = '10.6.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) await guess(phone, ip, attempt);
    expect((await guess(phone, ip, 5)).statusCode).toBe(429);

    t.clock.advance(2 * MINUTE_MS);
    await t.call('GET', 'smsSendCode', { params: { phone, type: '3' } });
    const password = 'ResetPass2027';
    const reset = await t.call('POST', 'resetPassword', {
      body: { phone, code: t.lastCode(phone), password, confirmPassword: password },
      ip,
    });
    expect(reset.statusCode).toBe(200);
    expect((await token({ grant_type: 'password', username: phone, password }, ip)).statusCode).toBe(200);
  });

  it('counts wrong current passwords of a phone change per address, like failed sign-ins', async () => {
    const session = await t.signIn('buyer2');
    const ip = '10.7.0.1';
    const changePhone = (password: string) =>
      t.call('POST', 'replacePhone', {
        token: session,
        body: { phone: '13700009999', code: '123456', password },
        ip,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await changePhone(`Wrong${attempt}x`)).json()).toMatchObject({ error: 'PASSWORD_INCORRECT' });
    }
    const locked = await changePhone(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(locked.headers['retry-after']).toBeDefined();

    const elsewhere = await token(
      { grant_type: 'password', username: 'buyer2', password: DEMO_PASSWORD },
      '10.7.0.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
