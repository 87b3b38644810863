import type { MemberDetail, MemberRow } from '@lyp/shared/system/member.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certifications, organisations, users } from '../../db/schema';
import { HOUR_MS } from '../../lib/clock';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { addMember, type Member } from '../../../test/bidder-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

const { t, tokens } = useAuctionApp();

const page = async (body: Record<string, unknown>) => {
  const response = await t.send('memberPage', { current: 1, size: 100, ...body }, tokens.auditor);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ records: MemberRow[]; total: number }>(response);
};

const detailOf = async (userId: number) =>
  dataOf<MemberDetail>(await t.send('memberDetail', { userId }, tokens.auditor));

/** A company member whose company has a credit code on record. */
async function companyMember(creditCode: string): Promise<Member> {
  const member = await addMember(t, { role: 'seller', orgType: 'company' });
  await t.database.db
    .update(organisations)
    .set({ companyCode: creditCode })
    .where(eq(organisations.id, member.orgId));
  return member;
}

describe('the registered-member list', { timeout: 60_000 }, () => {
  it('lists buyers and sellers but never platform staff', async () => {
    const { records } = await page({});
    const names = records.map((row) => row.username);
    expect(names).toEqual(expect.arrayContaining(['buyer', 'seller']));
    expect(names).not.toContain('auditor');
    expect(names).not.toContain('admin');
  });

  it('refuses a role without the 查看注册会员 permission with 403', async () => {
    const response = await t.send('memberPage', {}, tokens.buyer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ msg: '没有「查看注册会员」权限，请联系管理员开通' });
    expect((await t.send('memberDetail', { userId: 1 }, tokens.seller)).statusCode).toBe(403);
    expect((await t.send('exportCompanyAuth', {}, tokens.buyer)).statusCode).toBe(403);
  });

  it('finds a member by phone and shows their type, certification and counts', async () => {
    const member = await addMember(t, { role: 'buyer', certified: true });
    const { records, total } = await page({ phone: member.phone });
    expect(total).toBe(1);
    expect(records[0]).toMatchObject({
      id: member.userId,
      phone: member.phone,
      memberType: 'personal',
      certStatus: 'approved',
      companies: [],
      depositCount: 0,
      orderCount: 0,
      barred: false,
      strikes: 0,
    });
  });

  it('filters by company name, credit code and member type', async () => {
    const company = await companyMember('91320200MA1TEST01X');
    const person = await addMember(t, { role: 'buyer' });
    const byCode = await page({ creditCode: 'MA1TEST01' });
    expect(byCode.records.map((row) => row.id)).toEqual([company.userId]);
    expect(byCode.records[0]).toMatchObject({
      memberType: 'company',
      companies: [{ orgId: company.orgId, companyCode: '91320200MA1TEST01X' }],
    });

    const companyName = byCode.records[0]!.companies[0]!.name;
    expect((await page({ companyName })).records.map((row) => row.id)).toEqual([company.userId]);
    expect((await page({ phone: person.phone, memberType: 'company' })).total).toBe(0);
    expect((await page({ phone: person.phone, memberType: 'personal' })).total).toBe(1);
  });

  it('filters by certification status, including members never certified', async () => {
    const pending = await addMember(t, { role: 'buyer' });
    const now = t.clock.now();
    await t.database.db.insert(certifications).values({
      userId: pending.userId,
      kind: 'personal',
      status: 'pending',
      subjectName: '王待审',
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const never = await addMember(t, { role: 'buyer' });
    expect((await page({ phone: pending.phone, certStatus: 'pending' })).total).toBe(1);
    expect((await page({ phone: pending.phone, certStatus: 'approved' })).total).toBe(0);
    expect((await page({ phone: never.phone, certStatus: 'none' })).total).toBe(1);
  });

  it('filters by registration day in China time', async () => {
    const member = await addMember(t, { role: 'buyer' });
    // 2026-03-01 23:30 in Beijing is still 1 March there.
    await t.database.db
      .update(users)
      .set({ createdAt: new Date('2026-03-01T15:30:00Z') })
      .where(eq(users.id, member.userId));
    const on = (from: string, to: string) =>
      page({ phone: member.phone, registeredFrom: from, registeredTo: to }).then((found) => found.total);
    expect(await on('2026-03-01', '2026-03-01')).toBe(1);
    expect(await on('2026-03-02', '2026-03-05')).toBe(0);
  });

  it('refuses a malformed date with a Chinese message', async () => {
    const response = await t.send('memberPage', { registeredFrom: '2026/03/01' }, tokens.auditor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: expect.stringContaining('注册日期格式应为 yyyy-MM-dd') });
  });
});

describe('a member’s details', { timeout: 120_000 }, () => {
  it('shows the member’s own deposits and orders only, then the default as a strike', async () => {
    const { order, buyer, loser } = await soldOrder(t, tokens);

    const bought = await detailOf(buyer.userId);
    expect(bought.member).toMatchObject({ id: buyer.userId, depositCount: 1, orderCount: 1 });
    expect(bought.orders.map((row) => row.id)).toEqual([order.id]);
    expect(bought.deposits).toHaveLength(1);
    expect(bought.defaults).toEqual([]);
    expect(bought.personalCertification).toMatchObject({ status: 'approved' });
    expect(bought.organisations).toEqual([
      expect.objectContaining({ id: buyer.orgId, type: 'personal', role: 'personal', isDefault: true }),
    ]);

    const lost = await detailOf(loser.userId);
    expect(lost.orders).toEqual([]);
    expect(lost.deposits).toHaveLength(1);
    expect(lost.deposits[0]!.id).not.toBe(bought.deposits[0]!.id);

    // Unpaid past the deadline: 悔拍, the deposit forfeited and a strike recorded.
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + HOUR_MS));
    await t.services.closing.sweepOnce();
    const defaulted = await detailOf(buyer.userId);
    expect(defaulted.member.strikes).toBe(1);
    expect(defaulted.defaults).toEqual([
      expect.objectContaining({ orderId: order.id, orderNo: order.orderNo }),
    ]);
    expect(defaulted.deposits[0]).toMatchObject({ status: 'forfeited' });
  });

  it('shows a company member as the main account of their company', async () => {
    const company = await companyMember('91320200MA1TEST02X');
    const detail = await detailOf(company.userId);
    expect(detail.organisations).toEqual([
      expect.objectContaining({ id: company.orgId, type: 'company', role: 'main' }),
    ]);
  });

  it('answers 404 for platform staff, who are not members', async () => {
    const [auditor] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'auditor'));
    const response = await t.send('memberDetail', { userId: auditor!.id }, tokens.auditor);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: '会员不存在或已被删除' });
  });
});

describe('exporting members', { timeout: 60_000 }, () => {
  it('answers an .xlsx whose rows are the members the filter finds', async () => {
    const company = await companyMember('91320200MA1TEST03X');
    await companyMember('91320200MA1TEST04X');
    const response = await t.send('exportCompanyAuth', { creditCode: 'MA1TEST03' }, tokens.auditor);
    const sheet = await expectXlsxDownload(response);
    // The header row first, as in the sheet.
    const rows = [sheet.header, ...sheet.rows];
    expect(rows[0]).toEqual(
      expect.arrayContaining(['姓名', '手机号', '会员类型', '所属企业', '统一社会信用代码', '认证状态']),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining([company.phone, '企业', '91320200MA1TEST03X', '未认证', '正常']),
    );
  });
});
