import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import type { TemporaryPassword, UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useUserAdminApp } from '../../../test/user-admin-fixtures';
import { MINUTE_MS } from '../../lib/clock';
import { expectXlsxDownload } from '../../../test/answers';
import { freshPhone } from '../../../test/org-fixtures';

describe('user administration: passwords, status, locks and export', () => {
  const { t, tokens, demo, other, send } = useUserAdminApp({ otherTenant: true });
  beforeAll(async () => {});

  /** A user who has already replaced the temporary password with one of their own. */
  async function addActiveUser(username: string): Promise<{ user: UserAdminRow; password: string }> {
    const added = await send('userAdd', {
      username,
      actualName: `用户${username}`,
      phone: freshPhone(),
      orgIds: [demo.platformOrg],
      roleIds: [demo.auditorRole],
    });
    const { user } = added.json<{ data: TemporaryPassword }>().data;
    const password = 'OwnChoice2026';
    await resetBySms(user.phone, password);
    return { user, password };
  }

  /** The forgot-password flow a user goes through themselves. */
  async function resetBySms(phone: string, password: string) {
    t.clock.advance(2 * MINUTE_MS);
    expect((await t.call('GET', 'smsSendCode', { params: { phone, type: '3' } })).statusCode).toBe(200);
    const response = await t.call('POST', 'resetPassword', {
      body: { phone, code: t.lastCode(phone), password, confirmPassword: password },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  const signIn = (username: string, password: string, ip = '10.9.0.1') =>
    t.call('POST', 'oauthToken', { query: { grant_type: 'password', username, password }, ip });

  const passwordAge = async (token: string) =>
    (await t.call('GET', 'passwordAgeCheck', { token })).json<{ data: unknown }>().data;

  const latestLog = async (userId: number) => {
    const response = await send('operationLogPage', { targetType: 'user', targetId: String(userId) });
    return response.json<{ data: { records: OperationLog[] } }>().data.records[0];
  };

  describe('resetting a password', () => {
    it('answers a temporary password that signs in and must be changed, and ends the old sessions', async () => {
      const { user, password } = await addActiveUser('reset_me');
      const oldToken = await t.signIn('reset_me', password);
      expect(await passwordAge(oldToken)).toBe(false);

      const response = await send('userResetPassword', { id: user.id });
      expect(response.statusCode, response.body).toBe(200);
      const { temporaryPassword, user: after } = response.json<{ data: TemporaryPassword }>().data;
      expect(after.mustChangePassword).toBe(true);

      expect((await t.call('GET', 'passwordAgeCheck', { token: oldToken })).statusCode).toBe(401);
      expect((await signIn('reset_me', password)).statusCode).toBe(400);
      const token = await t.signIn('reset_me', temporaryPassword);
      expect(await passwordAge(token)).toBe('admin_reset');

      const entry = await latestLog(user.id);
      expect(entry).toMatchObject({ action: 'user.reset_password', after: { mustChangePassword: true } });
      expect(JSON.stringify(entry)).not.toContain(temporaryPassword);
    });

    it('lets the temporary password sign in to nothing but replacing it, then signs in anew', async () => {
      const { user } = await addActiveUser('temporary_only');
      const { temporaryPassword } = (await send('userResetPassword', { id: user.id })).json<{
        data: TemporaryPassword;
      }>().data;
      const token = await t.signIn('temporary_only', temporaryPassword);
      for (const refused of [
        await t.call('POST', 'permissionList', { token, body: {} }),
        await t.call('POST', 'myBids', { token, body: {} }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          error: 'PASSWORD_CHANGE_REQUIRED',
          msg: '您正在使用临时密码，请先修改密码',
        });
      }

      const changed = await t.call('POST', 'changePassword', {
        body: {
          account: 'temporary_only',
          oldPassword: temporaryPassword,
          password: 'MyOwnChoice2026',
          confirmPassword: 'MyOwnChoice2026',
        },
      });
      expect(changed.json()).toEqual({ code: 0, msg: '密码已修改，请使用新密码登录', data: null });
      // The temporary sign-in ended with the change; the new password's works everywhere.
      expect((await t.call('GET', 'passwordAgeCheck', { token })).statusCode).toBe(401);
      const fresh = await t.signIn('temporary_only', 'MyOwnChoice2026');
      expect(await passwordAge(fresh)).toBe(false);
      expect((await t.call('POST', 'permissionList', { token: fresh, body: {} })).statusCode).toBe(200);
    });

    it('is satisfied once the user sets a password of their own through the reset flow', async () => {
      const { user } = await addActiveUser('reset_then_own');
      const { temporaryPassword } = (await send('userResetPassword', { id: user.id })).json<{
        data: TemporaryPassword;
      }>().data;
      expect(await passwordAge(await t.signIn('reset_then_own', temporaryPassword))).toBe('admin_reset');

      await resetBySms(user.phone, 'MyOwnAgain2026');
      expect(await passwordAge(await t.signIn('reset_then_own', 'MyOwnAgain2026'))).toBe(false);
      const read = (await send('userGet', { id: user.id })).json<{ data: UserAdminRow }>().data;
      expect(read.mustChangePassword).toBe(false);
    });

    it('answers 404 for a user of another tenant and leaves their password alone', async () => {
      const response = await send('userResetPassword', { id: other.userId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: '用户不存在或已被删除' });
    });

    it('refuses an id that is not a number with a Chinese message', async () => {
      const response = await send('userResetPassword', { id: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: expect.stringContaining('用户编号必须是数字') });
    });
  });

  describe('disabling and enabling', () => {
    it('stops a disabled user’s existing token at its next request, and an enabled user signs in anew', async () => {
      const { user, password } = await addActiveUser('disable_me');
      const token = await t.signIn('disable_me', password);
      expect((await t.call('GET', 'passwordAgeCheck', { token })).statusCode).toBe(200);

      const disabled = await send('userSetStatus', { id: user.id, status: 'disabled' });
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(disabled.json()).toMatchObject({ msg: '用户已停用', data: { status: 'disabled' } });
      expect((await t.call('GET', 'passwordAgeCheck', { token })).statusCode).toBe(401);
      expect((await signIn('disable_me', password)).json()).toMatchObject({
        msg: '账号已被停用，请联系平台管理员',
      });

      const enabled = await send('userSetStatus', { id: user.id, status: 'active' });
      expect(enabled.json()).toMatchObject({ msg: '用户已启用', data: { status: 'active' } });
      // The old sign-in stays over; a new one works.
      expect((await t.call('GET', 'passwordAgeCheck', { token })).statusCode).toBe(401);
      expect((await signIn('disable_me', password)).statusCode).toBe(200);

      expect(await latestLog(user.id)).toMatchObject({
        action: 'user.enable',
        before: { status: '停用' },
        after: { status: '启用' },
      });
    });

    it('lets no administrator disable themselves', async () => {
      const response = await send('userSetStatus', { id: demo.adminUserId, status: 'disabled' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ msg: '不能停用自己的账号' });
      expect((await t.call('GET', 'passwordAgeCheck', { token: tokens.admin })).statusCode).toBe(200);
    });

    it('refuses an unknown status with a Chinese message, and another tenant’s user with 404', async () => {
      const bad = await send('userSetStatus', { id: demo.adminUserId, status: 'locked' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        msg: expect.stringContaining('状态只能是启用（active）或停用（disabled）'),
      });
      const foreign = await send('userSetStatus', { id: other.userId, status: 'disabled' });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('unlocking', () => {
    it('lets an account throttled by failed sign-ins sign in again from the same address', async () => {
      const { user, password } = await addActiveUser('locked_out');
      const ip = '10.9.9.9';
      for (let attempt = 0; attempt < 5; attempt += 1) await signIn('locked_out', `Wrong${attempt}x1`, ip);
      expect((await signIn('locked_out', password, ip)).statusCode).toBe(429);

      const response = await send('userUnlock', { id: user.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ msg: '已解除登录锁定' });
      expect((await signIn('locked_out', password, ip)).statusCode).toBe(200);
      expect(await latestLog(user.id)).toMatchObject({
        action: 'user.unlock',
        summary: '解除用户 用户locked_out 的登录锁定',
      });
    });

    it('answers 404 for a user of another tenant', async () => {
      expect((await send('userUnlock', { id: other.userId })).statusCode).toBe(404);
    });
  });

  describe('exporting', () => {
    it('answers an .xlsx of the filtered users that reads back with their details', async () => {
      const { user } = await addActiveUser('export_one');
      const response = await send('userExport', { name: 'export_one' });
      const sheet = await expectXlsxDownload(response);
      // The header row first, as in the sheet.
      const rows = [sheet.header, ...sheet.rows];
      expect(rows[0]).toEqual(
        expect.arrayContaining(['用户名', '姓名', '手机号', '所属组织', '角色', '状态']),
      );
      expect(rows).toHaveLength(2);
      expect(rows[1]).toEqual(
        expect.arrayContaining(['export_one', '用户export_one', user.phone, '审核员', '启用']),
      );
    });

    it('refuses invalid filters with a Chinese message', async () => {
      const response = await send('userExport', { orgId: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: expect.stringContaining('组织编号必须是数字') });
    });
  });
});
