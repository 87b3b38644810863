import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';
import { freshPhone } from '../../../test/org-fixtures';

describe('sign-up, password reset and password age', () => {
  const { t } = useTestApp();

  async function codeFor(phone: string, type: '1' | '3'): Promise<string> {
    t.clock.advance(2 * MINUTE_MS); // clear of the 60-second resend interval
    const sent = await t.call('GET', 'smsSendCode', { params: { phone, type } });
    expect(sent.statusCode).toBe(200);
    return t.lastCode(phone);
  }

  const registration = (phone: string, code: string, overrides: Record<string, unknown> = {}) => ({
    phone,
    code,
    password: 'Auction2026',
    confirmPassword: 'Auction2026',
    agreement: true,
    ...overrides,
  });

  describe('userRegister', () => {
    it('creates a buyer who can sign in with the new password', async () => {
      const phone = freshPhone();
      const response = await t.call('POST', 'userRegister', {
        body: registration(phone, await codeFor(phone, '1')),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        code: 0,
        msg: '注册成功，请登录',
        data: { userId: expect.any(Number) },
      });

      const token = await t.signIn(phone, 'Auction2026');
      const profile = await t.call('POST', 'permissionList', { token, body: {} });
      const data = profile.json<{
        data: {
          userInfo: { phone: string; roles: Array<{ code: string }> };
          org: Array<{ orgName: string }>;
        };
      }>().data;
      expect(data.userInfo.phone).toBe(phone);
      expect(data.userInfo.roles.map((role) => role.code)).toEqual(['buyer']);
      expect(data.org[0]?.orgName).toBe(`个人用户 ${phone.slice(0, 3)}****${phone.slice(7)}`);
    });

    it('refuses a phone that is already registered, once the code proves the caller owns it', async () => {
      const phone = '13800000004';
      const response = await t.call('POST', 'userRegister', {
        body: registration(phone, await codeFor(phone, '1')),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 1,
        msg: '该手机号已注册，请直接登录或找回密码',
        error: 'PHONE_ALREADY_REGISTERED',
      });
    });

    it('does not reveal whether a phone is registered to someone without its code', async () => {
      const registered = await t.call('POST', 'userRegister', {
        body: registration('13800000004', '123456'),
      });
      const unregistered = await t.call('POST', 'userRegister', {
        body: registration(freshPhone(), '123456'),
      });
      expect(registered.json()).toEqual(unregistered.json());
    });

    it('refuses a code that was already used for a sign-up', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, '1');
      expect((await t.call('POST', 'userRegister', { body: registration(phone, code) })).statusCode).toBe(
        200,
      );
      const again = await t.call('POST', 'userRegister', { body: registration(phone, code) });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'SMS_CODE_EXPIRED' });
    });

    it.each([
      ['a missing phone', { phone: undefined }, 'phone', '请输入手机号'],
      ['a malformed phone', { phone: '2380000000' }, 'phone', '手机号格式不正确，请输入 11 位中国大陆手机号'],
      ['a missing code', { code: '' }, 'code', '请输入验证码'],
      ['a short code', { code: '123' }, 'code', '验证码为 6 位数字'],
      [
        'a short password',
        { password: 'Ab1', confirmPassword: 'Ab1' },
        'password',
        '密码长度不能少于 8 位（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
      ],
      [
        'a password longer than 128 characters',
        { password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
        'password',
        '密码长度不能超过 128 位（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
      ],
      [
        'a short password without digits',
        { password: 'OnlyLetters', confirmPassword: 'OnlyLetters' },
        'password',
        '密码须包含数字（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
      ],
      [
        'a short password without letters',
        { password: '1234567890', confirmPassword: '1234567890' },
        'password',
        '密码须包含字母（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
      ],
      [
        'a password with Chinese characters',
        { password: '拍卖Auction2026', confirmPassword: '拍卖Auction2026' },
        'password',
        '密码只能包含英文字母、数字、英文符号和空格，不能包含中文、全角字符或换行（密码须为 8–128 位，可含空格；少于 16 位时须同时包含字母和数字）',
      ],
      [
        'a password that starts with a space',
        { password: ' Auction2026', confirmPassword: ' Auction2026' },
        'password',
        '密码首尾不能是空格',
      ],
      [
        'a different confirmation',
        { confirmPassword: 'Auction2027' },
        'confirmPassword',
        '两次输入的密码不一致',
      ],
      ['an unticked agreement', { agreement: false }, 'agreement', '请阅读并勾选同意《用户注册协议》'],
    ])('refuses %s with a message naming the field', async (_case, overrides, field, msg) => {
      const response = await t.call('POST', 'userRegister', {
        body: registration(freshPhone(), '123456', overrides),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        msg: string;
        error: string;
        fields: Array<{ field: string; msg: string }>;
      }>();
      expect(body.error).toBe('VALIDATION_FAILED');
      expect(body.msg).toBe(msg);
      expect(body.fields[0]).toEqual({ field, msg });
    });

    it('refuses a body that is not JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/lyp/api/admin/user/userRegister',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 1, msg: '请求体不是有效的 JSON', error: 'BAD_REQUEST' });
    });
  });

  describe('resetPassword', () => {
    it('sets the new password, retires the old one and signs the user out everywhere', async () => {
      const phone = freshPhone();
      await t.call('POST', 'userRegister', { body: registration(phone, await codeFor(phone, '1')) });
      const oldToken = await t.signIn(phone, 'Auction2026');

      const response = await t.call('POST', 'resetPassword', {
        body: {
          phone,
          code: await codeFor(phone, '3'),
          password: 'NewPass2027',
          confirmPassword: 'NewPass2027',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, msg: '密码已重置，请使用新密码登录', data: null });

      expect((await t.call('GET', 'passwordAgeCheck', { token: oldToken })).statusCode).toBe(401);
      const withOld = await t.call('POST', 'oauthToken', {
        query: { grant_type: 'password', username: phone, password: 'Auction2026' },
      });
      expect(withOld.statusCode).toBe(400);
      await expect(t.signIn(phone, 'NewPass2027')).resolves.toEqual(expect.any(String));
    });

    it('refuses a sign-up code for a reset', async () => {
      const phone = freshPhone();
      const code = await codeFor(phone, '1');
      const response = await t.call('POST', 'resetPassword', {
        body: { phone, code, password: 'NewPass2027', confirmPassword: 'NewPass2027' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'SMS_CODE_EXPIRED' });
    });

    it('applies the same password rules as sign-up', async () => {
      const response = await t.call('POST', 'resetPassword', {
        body: { phone: freshPhone(), code: '123456', password: 'short1', confirmPassword: 'short1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: Array<{ field: string }> }>().fields[0]?.field).toBe('password');
    });
  });

  describe('changePassword', () => {
    const change = (body: Record<string, unknown>) => t.call('POST', 'changePassword', { body });

    it('replaces the password with the current one, without a session, and ends every sign-in', async () => {
      const phone = freshPhone();
      await t.call('POST', 'userRegister', { body: registration(phone, await codeFor(phone, '1')) });
      const oldToken = await t.signIn(phone, 'Auction2026');
      const changed = await change({
        account: phone,
        oldPassword: 'Auction2026',
        password: 'Changed2027',
        confirmPassword: 'Changed2027',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await t.call('GET', 'passwordAgeCheck', { token: oldToken })).statusCode).toBe(401);
      await expect(t.signIn(phone, 'Auction2026')).rejects.toThrow();
      await expect(t.signIn(phone, 'Changed2027')).resolves.toEqual(expect.any(String));
    });

    it('answers a wrong current password and an unknown account alike, on the current password', async () => {
      const phone = freshPhone();
      await t.call('POST', 'userRegister', { body: registration(phone, await codeFor(phone, '1')) });
      const body = { oldPassword: 'NotMine2026', password: 'Changed2027', confirmPassword: 'Changed2027' };
      for (const account of [phone, 'nobody_here']) {
        const refused = await change({ ...body, account });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error: 'ACCOUNT_OR_PASSWORD_INCORRECT',
          msg: '账号或当前密码错误',
          fields: [{ field: 'oldPassword', msg: '账号或当前密码错误' }],
        });
      }
      await expect(t.signIn(phone, 'Auction2026')).resolves.toEqual(expect.any(String));
    });

    it.each([
      [
        'the same password again',
        { password: 'Auction2026', confirmPassword: 'Auction2026' },
        'password',
        '新密码不能与当前密码相同',
      ],
      [
        'a confirmation that differs',
        { password: 'Changed2027', confirmPassword: 'Changed2028' },
        'confirmPassword',
        '两次输入的密码不一致',
      ],
      ['no account', { account: ' ' }, 'account', '请输入账号或手机号'],
    ])('refuses %s, naming the field', async (_case, overrides, field, msg) => {
      const refused = await change({
        account: '13800000001',
        oldPassword: 'Auction2026',
        password: 'Changed2027',
        confirmPassword: 'Changed2027',
        ...overrides,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: expect.arrayContaining([{ field, msg }]) });
    });
  });

  describe('getUserPwdIsUpdate', () => {
    it('is false at 89 days and true at 91 days after the password was set', async () => {
      const phone = freshPhone();
      await t.call('POST', 'userRegister', { body: registration(phone, await codeFor(phone, '1')) });
      const setAt = t.clock.now().getTime();

      t.clock.set(new Date(setAt + 89 * DAY_MS));
      const token = await t.signIn(phone, 'Auction2026');
      const at89 = await t.call('GET', 'passwordAgeCheck', { token });
      expect(at89.json()).toEqual({ code: 0, msg: '操作成功', data: false });

      t.clock.set(new Date(setAt + 91 * DAY_MS));
      const at91 = await t.call('GET', 'passwordAgeCheck', { token: await t.signIn(phone, 'Auction2026') });
      expect(at91.json()).toEqual({ code: 0, msg: '操作成功', data: true });
    });

    it('needs a signed-in caller', async () => {
      const response = await t.call('GET', 'passwordAgeCheck');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1, msg: '登录已超时，请重新登录', error: 'UNAUTHENTICATED' });
    });
  });
});

describe('changing the username and the phone', () => {
  const { t } = useTestApp();

  async function newUser(): Promise<{ phone: string; token: string }> {
    const phone = freshPhone();
    t.clock.advance(2 * MINUTE_MS);
    await t.call('GET', 'smsSendCode', { params: { phone, type: '1' } });
    await t.call('POST', 'userRegister', {
      body: {
        phone,
        code: t.lastCode(phone),
        password: 'Auction2026',
        confirmPassword: 'Auction2026',
        agreement: true,
      },
    });
    return { phone, token: await t.signIn(phone, 'Auction2026') };
  }

  async function changePhoneCode(phone: string): Promise<string> {
    t.clock.advance(2 * MINUTE_MS);
    await t.call('GET', 'smsSendCode', { params: { phone, type: '4' } });
    return t.lastCode(phone);
  }

  describe('replaceUserName', () => {
    it('sets a username the user can then sign in with', async () => {
      const { token } = await newUser();
      const response = await t.call('POST', 'replaceUserName', { token, body: { username: 'Trader_01' } });
      expect(response.json()).toEqual({ code: 0, msg: '用户名已修改', data: { username: 'Trader_01' } });
      await expect(t.signIn('trader_01', 'Auction2026')).resolves.toEqual(expect.any(String));
    });

    it('refuses a username someone else has, whatever its case', async () => {
      const { token } = await newUser();
      const response = await t.call('POST', 'replaceUserName', { token, body: { username: 'Seller' } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'USERNAME_TAKEN',
        msg: '用户名「Seller」已被使用，请换一个',
      });
    });

    it.each(['abc', '1trader', 'trader name', '交易员一号', 'a'.repeat(21)])(
      'refuses %j, which could be mistaken for a phone or is malformed',
      async (username) => {
        const { token } = await newUser();
        const response = await t.call('POST', 'replaceUserName', { token, body: { username } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          msg: '用户名须以字母开头，由 4–20 位字母、数字或下划线组成',
          fields: [{ field: 'username' }],
        });
      },
    );

    it('needs a signed-in caller', async () => {
      expect((await t.call('POST', 'replaceUserName', { body: { username: 'nobody1' } })).statusCode).toBe(
        401,
      );
    });
  });

  describe('replacePhone', () => {
    it('moves the account to the new phone with its code and the current password', async () => {
      const { phone, token } = await newUser();
      const newPhone = freshPhone();
      const response = await t.call('POST', 'replacePhone', {
        token,
        body: { phone: newPhone, code: await changePhoneCode(newPhone), password: 'Auction2026' },
      });
      expect(response.json()).toEqual({ code: 0, msg: '手机号已更换', data: { phone: newPhone } });
      await expect(t.signIn(newPhone, 'Auction2026')).resolves.toEqual(expect.any(String));
      const oldPhone = await t.call('POST', 'oauthToken', {
        query: { grant_type: 'password', username: phone, password: 'Auction2026' },
      });
      expect(oldPhone.statusCode).toBe(400);
    });

    it('refuses a wrong current password before spending the code', async () => {
      const { token } = await newUser();
      const newPhone = freshPhone();
      const code = await changePhoneCode(newPhone);
      const wrong = await t.call('POST', 'replacePhone', {
        token,
        body: { phone: newPhone, code, password: 'Wrong1234' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ error: 'PASSWORD_INCORRECT', msg: '当前密码不正确' });
      const right = await t.call('POST', 'replacePhone', {
        token,
        body: { phone: newPhone, code, password: 'Auction2026' },
      });
      expect(right.statusCode).toBe(200);
    });

    it('never delivers a change code to a phone that is already registered', async () => {
      const { token } = await newUser();
      t.clock.advance(2 * MINUTE_MS);
      await t.call('GET', 'smsSendCode', { params: { phone: '13800000003', type: '4' } });
      expect(t.outbox.list('13800000003').filter((message) => message.purpose === 'change_phone')).toEqual(
        [],
      );
      const response = await t.call('POST', 'replacePhone', {
        token,
        body: { phone: '13800000003', code: '123456', password: 'Auction2026' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/^SMS_CODE_/);
    });

    it('refuses the phone the account already has', async () => {
      const { phone, token } = await newUser();
      const response = await t.call('POST', 'replacePhone', {
        token,
        body: { phone, code: '123456', password: 'Auction2026' },
      });
      expect(response.json()).toMatchObject({ error: 'PHONE_UNCHANGED', msg: '新手机号与当前手机号相同' });
    });

    it('requires the current password, naming the field', async () => {
      const { token } = await newUser();
      const response = await t.call('POST', 'replacePhone', {
        token,
        body: { phone: freshPhone(), code: '123456' },
      });
      expect(response.json()).toMatchObject({ msg: '请输入当前密码', fields: [{ field: 'password' }] });
    });
  });
});
