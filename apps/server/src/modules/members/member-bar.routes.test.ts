import type { MemberDetail, MemberRow } from '@lyp/shared/system/member.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.seed';
import { users } from '../../db/schema';
import { addMember } from '../../../test/bidder-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const REASON = '多次悔拍，恶意竞价';

describe('barring and unbarring a member', { timeout: 60_000 }, () => {
  const { t, tokens } = useTestApp({ signIn: ['auditor'] });

  const bar = (userId: number, barred: boolean, token = tokens.auditor, reason = REASON) =>
    t.send('memberBar', { userId, barred, reason }, token);
  const signIn = (username: string) =>
    t.call('POST', 'oauthToken', { query: { grant_type: 'password', username, password: DEMO_PASSWORD } });
  const userIdOf = async (username: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  const detailOf = async (userId: number) =>
    (await t.send('memberDetail', { userId }, tokens.auditor)).json<{ data: MemberDetail }>().data;

  it('stops a barred member’s token at once and refuses their sign-in in Chinese', async () => {
    const member = await addMember(t, { role: 'buyer', certified: true });
    expect((await t.call('GET', 'passwordAgeCheck', { token: member.token })).statusCode).toBe(200);

    const barred = await bar(member.userId, true);
    expect(barred.statusCode, barred.body).toBe(200);
    expect(barred.json<{ msg: string; data: MemberRow }>()).toMatchObject({
      msg: '会员已禁用',
      data: { id: member.userId, barred: true },
    });
    expect((await t.call('GET', 'passwordAgeCheck', { token: member.token })).statusCode).toBe(401);
    const refused = await signIn(member.phone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: '账号已被停用，请联系平台管理员' });
  });

  it('lets an unbarred member sign in again, and records both changes with who and why', async () => {
    const member = await addMember(t, { role: 'buyer' });
    expect((await bar(member.userId, true)).statusCode).toBe(200);
    const unbarred = await bar(member.userId, false, tokens.auditor, '申诉核实通过');
    expect(unbarred.json()).toMatchObject({ msg: '会员已启用', data: { barred: false } });
    expect((await signIn(member.phone)).statusCode).toBe(200);
    // The sign-in from before the bar stays over.
    expect((await t.call('GET', 'passwordAgeCheck', { token: member.token })).statusCode).toBe(401);

    const { barHistory } = await detailOf(member.userId);
    expect(barHistory).toEqual([
      expect.objectContaining({ barred: false, reason: '申诉核实通过', actorName: expect.any(String) }),
      expect.objectContaining({ barred: true, reason: REASON }),
    ]);
    const logs = await t.send(
      'operationLogPage',
      { targetType: 'user', targetId: String(member.userId), size: 10 },
      await t.signIn('admin'),
    );
    expect(logs.json<{ data: { records: Array<{ action: string }> } }>().data.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'member.bar', after: { barred: true, reason: REASON } }),
      ]),
    );
  });

  it('lists barred members apart from active ones', async () => {
    const member = await addMember(t, { role: 'buyer' });
    await bar(member.userId, true);
    const found = (barredFilter: string) =>
      t
        .send('memberPage', { phone: member.phone, barred: barredFilter }, tokens.auditor)
        .then((response) => response.json<{ data: { total: number } }>().data.total);
    expect(await found('true')).toBe(1);
    expect(await found('false')).toBe(0);
  });

  it('refuses to bar platform staff, with a Chinese message', async () => {
    const response = await bar(await userIdOf('admin'), true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ msg: expect.stringContaining('平台工作人员') });
    expect((await signIn('admin')).statusCode).toBe(200);
  });

  it('refuses to let the auditor bar themselves', async () => {
    const response = await bar(await userIdOf('auditor'), true);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ msg: '不能禁用自己的账号' });
  });

  it('requires a reason of at least two characters', async () => {
    const member = await addMember(t, { role: 'buyer' });
    const response = await bar(member.userId, true, tokens.auditor, ' ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: expect.stringContaining('请填写原因') });
  });

  it('refuses barring to a role without the 禁用/启用会员 permission', async () => {
    const member = await addMember(t, { role: 'buyer' });
    const response = await bar(member.userId, true, await t.signIn('seller'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ msg: '没有「禁用/启用会员」权限，请联系管理员开通' });
  });
});
