import { SMS_TYPES } from '@lyp/shared/sms/sms.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { MINUTE_MS, SECOND_MS } from '../../lib/clock';

/** A phone nobody has registered, different for every test. */
let phoneCounter = 0;
const freshPhone = () => `1390000${String(1000 + (phoneCounter += 1)).padStart(4, '0')}`;
const REGISTERED_PHONE = '13800000001';

describe('SMS verification codes', () => {
  let t: TestApp;
  let ip: string;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
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

    it('binds a code to its purpose: a login code cannot sign up', async () => {
      const phone = REGISTERED_PHONE;
      t.clock.advance(2 * MINUTE_MS);
      await send(phone, '2');
      const loginCode = t.lastCode(phone);
      const asResetCode = await verify(phone, loginCode, '3');
      expect(asResetCode.json()).toMatchObject({ error: 'SMS_CODE_EXPIRED' });
      expect((await verify(phone, loginCode, '2')).statusCode).toBe(200);
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

describe('SMS delivery failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      smsProvider: {
        name: 'broken-gateway',
        send: () => Promise.reject(new Error('gateway down')),
      },
    });
  });
  afterAll(() => t.close());

  it('answers 503 in Chinese and does not count the failed send against the phone', async () => {
    const phone = freshPhone();
    const failed = await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 1, msg: '短信发送失败，请稍后重试', error: 'SMS_SEND_FAILED' });
    const retried = await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    expect(retried.json()).toMatchObject({ error: 'SMS_SEND_FAILED' });
  });
});
