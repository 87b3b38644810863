import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/clock';
import { createPasswordHasher } from '../../lib/password-hasher';
import { createUsersRepository } from '../users';
import { useTestApp } from '../../../test/use-test-app';
import { freshPhone } from '../../../test/org-fixtures';

/** 64 characters, spaces and all: the length NIST SP 800-63B asks a service to accept. */
const PASSPHRASE_64 = 'my grandmother keeps eleven cats in a small flat by the river ok';
const TOO_COMMON = {
  code: 1,
  msg: '该密码过于常见，容易被猜中，请换一个更安全的密码',
  error: 'PASSWORD_TOO_COMMON',
};

describe('the rules for a new password', () => {
  const { t } = useTestApp();

  async function codeFor(phone: string, type: '1' | '3'): Promise<string> {
    t.clock.advance(2 * MINUTE_MS);
    expect((await t.call('GET', 'smsSendCode', { params: { phone, type } })).statusCode).toBe(200);
    return t.lastCode(phone);
  }

  const register = (phone: string, code: string, password: string) =>
    t.call('POST', 'userRegister', {
      body: { phone, code, password, confirmPassword: password, agreement: true },
    });
  const reset = (phone: string, code: string, password: string) =>
    t.call('POST', 'resetPassword', { body: { phone, code, password, confirmPassword: password } });
  const signIn = (username: string, password: string) =>
    t.call('POST', 'oauthToken', { query: { grant_type: 'password', username, password } });

  it('accepts a 64-character passphrase with spaces at sign-up, and signs in with it', async () => {
    expect(PASSPHRASE_64).toHaveLength(64);
    const phone = freshPhone();
    const response = await register(phone, await codeFor(phone, '1'), PASSPHRASE_64);
    expect(response.statusCode).toBe(200);
    expect((await signIn(phone, PASSPHRASE_64)).statusCode).toBe(200);
    // The whole phrase counts, not a prefix of it.
    expect((await signIn(phone, PASSPHRASE_64.slice(0, 63))).statusCode).toBe(400);
  });

  it('accepts 128 characters and refuses 129, naming the field', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone, '1');
    const tooLong = `${PASSPHRASE_64} ${PASSPHRASE_64}`;
    expect(tooLong).toHaveLength(129);
    const refused = await register(phone, code, tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: [{ field: 'password', msg: expect.stringContaining('密码长度不能超过 128 位') }],
    });
    const longest = tooLong.slice(0, 128);
    expect((await register(phone, code, longest)).statusCode).toBe(200);
    expect((await signIn(phone, longest)).statusCode).toBe(200);
  });

  it.each(['password123', 'qwerty123', 'Password1', 'P@ssw0rd'])(
    'refuses the common password %j at sign-up, and the same code then takes a better one',
    async (common) => {
      const phone = freshPhone();
      const code = await codeFor(phone, '1');
      const refused = await register(phone, code, common);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(TOO_COMMON);
      expect((await register(phone, code, 'Auction2026')).statusCode).toBe(200);
    },
  );

  it('refuses a common password at a reset, and keeps the old password and the code', async () => {
    const phone = freshPhone();
    await register(phone, await codeFor(phone, '1'), 'Auction2026');
    const code = await codeFor(phone, '3');

    const refused = await reset(phone, code, 'qwerty123');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(TOO_COMMON);
    expect((await signIn(phone, 'qwerty123')).statusCode).toBe(400);
    expect((await signIn(phone, 'Auction2026')).statusCode).toBe(200);

    expect((await reset(phone, code, PASSPHRASE_64)).statusCode).toBe(200);
    expect((await signIn(phone, PASSPHRASE_64)).statusCode).toBe(200);
  });

  it('never applies the new rules at sign-in: a common password set earlier still signs in', async () => {
    const users = createUsersRepository(t.database.db);
    const buyer = await users.findByLogin('buyer2');
    await users.updatePassword(buyer!.id, await createPasswordHasher().hash('password123'), t.clock.now());
    expect((await signIn('buyer2', 'password123')).statusCode).toBe(200);
  });
});
