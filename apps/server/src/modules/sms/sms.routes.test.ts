import { SMS_TYPES } from '@lyp/shared/sms/sms.schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { MINUTE_MS, SECOND_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';
import { freshPhone } from '../../../test/org-fixtures';

const REGISTERED_PHONE = '13800000001';

describe('SMS verification codes', () => {
  const { t } = useTestApp();
  let ip: string;
  let ipCounter = 0;
  // Each test sends from its own address, so the per-IP limit only shows where a test wants it.
  beforeEach(() => {
    ip = `10.0.0.${(ipCounter += 1)}`;
  });

  const send = (phone: string, type?: string, from = ip) =>
    type
      ? t.call('GET', 'smsSendCode', { params: { phone, type }, ip: from })
      : t.call('GET', 'smsSendLoginCode', { params: { phone }, ip: from });
  const verify = (phone: string, code: string, type?: string) =>
    t.call('GET', 'smsVerifyCode', { params: { phone, code }, ...(type ? { query: { type } } : {}) });
  const register = (phone: string, code: string) =>
    t.call('POST', 'userRegister', {
      body: { phone, code, password: 'Passw0rd!', confirmPassword: 'Passw0rd!', agreement: true },
    });

  describe('sending', () => {
    it('sends a six-digit code valid for five minutes, for sign-up', async () => {
      const phone = freshPhone();
      const response = await send(phone, '1');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        msg: '验证码已发送，5 分钟内有效',
        data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
      });
      const [message] = t.outbox.list(phone);
      expect(message?.code).toMatch(/^\d{6}$/);
      expect(message?.purpose).toBe('register');
      expect(message?.text).toContain(message?.code);
    });

    it('uses the login purpose when no type is given', async () => {
      const response = await send(REGISTERED_PHONE);
      expect(response.statusCode).toBe(200);
      expect(t.outbox.list(REGISTERED_PHONE)[0]?.purpose).toBe(SMS_TYPES['2'].purpose);
    });

    it('refuses a malformed phone number, naming the field', async () => {
      const response = await send('12345', '1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 1,
        error: 'VALIDATION_FAILED',
        msg: '手机号格式不正确，请输入 11 位中国大陆手机号',
        fields: [{ field: 'phone', msg: '手机号格式不正确，请输入 11 位中国大陆手机号' }],
      });
    });

    it('refuses an unknown type and lists the valid ones', async () => {
      const response = await send(freshPhone(), '9');
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toBe(
        '验证码类型不正确，可选 1（注册）、2（登录）、3（找回密码）、4（更换手机号）',
      );
    });

    it('allows one code per phone every 60 seconds and says how long to wait', async () => {
      const phone = freshPhone();
      expect((await send(phone, '1')).statusCode).toBe(200);
      t.clock.advance(20 * SECOND_MS);
      const tooSoon = await send(phone, '1');
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.headers['retry-after']).toBe('40');
      expect(tooSoon.json()).toMatchObject({
        error: 'SMS_SEND_TOO_FREQUENT',
        msg: '验证码发送过于频繁，请 40 秒后再试',
      });
      t.clock.advance(40 * SECOND_MS);
      expect((await send(phone, '1')).statusCode).toBe(200);
    });

    it('allows ten codes per phone per day', async () => {
      // Ten codes 61 s apart must fall in one China day whatever the hour the suite runs at:
      // move on to the next noon in China (04:00 UTC) first.
      const noon = t.clock.now();
      noon.setUTCHours(4, 0, 0, 0);
      if (noon <= t.clock.now()) noon.setUTCDate(noon.getUTCDate() + 1);
      t.clock.set(noon);
      const phone = freshPhone();
      for (let sent = 0; sent < 10; sent += 1) {
        expect((await send(phone, '1')).statusCode).toBe(200);
        t.clock.advance(61 * SECOND_MS);
      }
      const eleventh = await send(phone, '1');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({
        error: 'SMS_DAILY_LIMIT',
        msg: '该手机号今日获取验证码已达 10 次上限，请明天再试',
      });
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(24 * 60 * MINUTE_MS);
      expect((await send(phone, '1')).statusCode).toBe(200);
    });

    it('limits how many codes one client address may request, with Retry-After', async () => {
      const busyIp = '10.9.9.9';
      for (let sent = 0; sent < 30; sent += 1) {
        expect((await send(freshPhone(), '1', busyIp)).statusCode).toBe(200);
      }
      const refused = await send(freshPhone(), '1', busyIp);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'SMS_IP_LIMIT' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await send(freshPhone(), '1')).statusCode).toBe(200);
    });

    it('answers a login code request for an unregistered phone exactly as for a registered one, without sending', async () => {
      const unknown = freshPhone();
      const forUnknown = await send(unknown, '2');
      const forKnown = await send('13800000003', '2');
      expect(forUnknown.statusCode).toBe(200);
      expect(forUnknown.json()).toEqual(forKnown.json());
      expect(t.outbox.list(unknown)).toEqual([]);
      expect(t.outbox.list('13800000003')).toHaveLength(1);
    });
  });

  describe('checking', () => {
    it('confirms a correct code without using it up', async () => {
      const phone = freshPhone();
      await send(phone, '1');
      const code = t.lastCode(phone);
      const checked = await verify(phone, code);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ code: 0, msg: '验证码正确', data: true });
      expect((await register(phone, code)).statusCode).toBe(200);
    });

    it('counts wrong guesses down and kills the code after five', async () => {
      const phone = freshPhone();
      await send(phone, '1');
      const code = t.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let remaining = 4; remaining >= 1; remaining -= 1) {
        const response = await verify(phone, wrong);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          error: 'SMS_CODE_INVALID',
          msg: `验证码错误，还可尝试 ${remaining} 次`,
        });
      }
      const fifth = await verify(phone, wrong);
      expect(fifth.json()).toMatchObject({
        error: 'SMS_CODE_LOCKED',
        msg: '验证码错误次数过多，已失效，请重新获取',
      });
      // Even the right code is dead now.
      expect((await verify(phone, code)).json()).toMatchObject({ error: 'SMS_CODE_LOCKED' });
    });

    it('expires a code after five minutes', async () => {
      const phone = freshPhone();
      await send(phone, '1');
      const code = t.lastCode(phone);
      t.clock.advance(5 * MINUTE_MS - SECOND_MS);
      expect((await verify(phone, code)).statusCode).toBe(200);
      t.clock.advance(SECOND_MS);
      const expired = await verify(phone, code);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ error: 'SMS_CODE_EXPIRED', msg: '验证码已失效，请重新获取' });
    });

    it('lets a code be used only once', async () => {
      const phone = freshPhone();
      await send(phone, '1');
      const code = t.lastCode(phone);
      expect((await register(phone, code)).statusCode).toBe(200);
      const again = await verify(phone, code);
      expect(again.json()).toMatchObject({ error: 'SMS_CODE_EXPIRED' });
    });

    it('binds a code to its purpose: a login code cannot sign up, a reset code cannot sign in', async () => {
      t.clock.advance(2 * MINUTE_MS);
      await send(REGISTERED_PHONE, '2');
      const loginCode = t.lastCode(REGISTERED_PHONE);
      // Without a sign-up code the attempt fails on the code, before the phone is even looked at.
      expect((await register(REGISTERED_PHONE, loginCode)).json()).toMatchObject({
        error: 'SMS_CODE_EXPIRED',
      });

      t.clock.advance(2 * MINUTE_MS);
      await send(REGISTERED_PHONE, '3');
      const resetCode = t.lastCode(REGISTERED_PHONE);
      const signIn = await t.call('POST', 'oauthToken', {
        query: { grant_type: 'sms_code', phone: REGISTERED_PHONE, code: resetCode },
      });
      expect(signIn.json()).toMatchObject({ error: 'invalid_grant' });
      expect((await verify(REGISTERED_PHONE, resetCode, '3')).statusCode).toBe(200);
    });

    it('refuses a phone sent as a number with its own message', async () => {
      const response = await t.call('POST', 'userRegister', {
        body: {
          phone: 13800000009,
          code: '123456',
          password: 'Passw0rd!',
          confirmPassword: 'Passw0rd!',
          agreement: true,
        },
      });
      expect(response.json()).toMatchObject({ msg: '手机号须为文本', fields: [{ field: 'phone' }] });
    });

    it('accepts only the newest code of a phone and purpose', async () => {
      const phone = freshPhone();
      await send(phone, '1');
      const first = t.lastCode(phone);
      t.clock.advance(61 * SECOND_MS);
      await send(phone, '1');
      const second = t.lastCode(phone);
      if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
      expect((await verify(phone, second)).statusCode).toBe(200);
    });

    it('refuses a code that is not six digits before looking anything up', async () => {
      const response = await verify(freshPhone(), '12ab');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: '验证码为 6 位数字' });
    });
  });
});

describe('SMS delivery', () => {
  it('answers before the gateway does, the same way for registered and unregistered phones', async () => {
    let releaseGateway: () => void = () => {};
    const gatewayDone = new Promise<void>((resolve) => (releaseGateway = resolve));
    const sent: string[] = [];
    const t = await createTestApp({
      smsProvider: {
        name: 'slow-gateway',
        send: async (message) => {
          await gatewayDone;
          sent.push(message.phone);
        },
      },
    });
    try {
      // While the gateway hangs, both requests still complete.
      const registered = await t.call('GET', 'smsSendCode', { params: { phone: '13800000002', type: '3' } });
      const unregistered = await t.call('GET', 'smsSendCode', { params: { phone: freshPhone(), type: '3' } });
      expect(registered.statusCode).toBe(200);
      expect(unregistered.json()).toEqual(registered.json());
      expect(sent).toEqual([]);
      releaseGateway();
      await expect.poll(() => sent).toEqual(['13800000002']);
    } finally {
      await t.close();
    }
  });

  it('logs a failed delivery and does not count it against the phone', async () => {
    const t = await createTestApp({
      smsProvider: { name: 'broken-gateway', send: () => Promise.reject(new Error('gateway down')) },
    });
    try {
      const phone = freshPhone();
      expect((await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } })).statusCode).toBe(200);
      await expect.poll(() => t.logLines.some((line) => line.includes('SMS delivery failed'))).toBe(true);
      // The failed code was removed, so the 60-second interval does not apply.
      await expect
        .poll(async () => (await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } })).statusCode)
        .toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('SMS codes under parallel requests', () => {
  const { t } = useTestApp();

  const ipFor = (index: number) => `10.50.${Math.floor(index / 200)}.${index % 200}`;

  it('never compares more than five guesses of one code, however many arrive at once', async () => {
    const phone = freshPhone();
    await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    const code = t.lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.call('GET', 'smsVerifyCode', { params: { phone, code: wrong }, ip: ipFor(index) }),
      ),
    );
    const errors = answers.map((answer) => answer.json<{ error: string }>().error);
    expect(errors.filter((error) => error === 'SMS_CODE_INVALID').length).toBeLessThanOrEqual(4);
    expect(errors.every((error) => error === 'SMS_CODE_INVALID' || error === 'SMS_CODE_LOCKED')).toBe(true);
    const right = await t.call('GET', 'smsVerifyCode', { params: { phone, code }, ip: ipFor(41) });
    expect(right.json()).toMatchObject({ error: 'SMS_CODE_LOCKED' });
  });

  it('lets one code sign up exactly once when ten requests use it together', async () => {
    const phone = freshPhone();
    await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    const code = t.lastCode(phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.call('POST', 'userRegister', {
          body: { phone, code, password: 'Parallel2026', confirmPassword: 'Parallel2026', agreement: true },
          ip: ipFor(100 + index),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  });

  it('sends one code when fifteen requests for one phone arrive together', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        t.call('GET', 'smsSendCode', { params: { phone, type: '1' }, ip: ipFor(200 + index) }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(14);
    expect(t.outbox.list(phone)).toHaveLength(1);
  });

  it('limits code checks from one address, with Retry-After', async () => {
    const ip = '10.60.0.1';
    let last = await t.call('GET', 'smsVerifyCode', { params: { phone: freshPhone(), code: '123456' }, ip });
    for (let check = 1; check < 61 && last.statusCode !== 429; check += 1) {
      last = await t.call('GET', 'smsVerifyCode', { params: { phone: freshPhone(), code: '123456' }, ip });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
