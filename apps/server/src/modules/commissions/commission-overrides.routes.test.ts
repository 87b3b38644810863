import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { addMember, sellerInSecondCompany } from '../../../test/org-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const TIERS: CommissionTier[] = [
  { upToFen: 1_000_000_00, rateBps: 300 },
  { upToFen: null, rateBps: 150 },
];

describe('a seller company’s own commission tiers', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin'] });
  let sellerOrgId: number;
  let secondSellerOrgId: number;
  beforeAll(async () => {
    sellerOrgId = (await t.services.auth.authenticate(await t.signIn('seller')))!.orgId;
    secondSellerOrgId = (await sellerInSecondCompany(t)).orgId;
  });

  type Page = { records: SellerCommission[]; total: number };
  const page = async (body: Record<string, unknown> = {}, token = tokens.admin) =>
    dataOf<Page>(await t.send('commissionOverridePage', { current: 1, size: 50, ...body }, token));
  const get = (orgId: number, token = tokens.admin) => t.send('commissionOverrideGet', { orgId }, token);
  const save = (orgId: number, tiers: unknown, token = tokens.admin) =>
    t.send('commissionOverrideSave', { orgId, tiers }, token);
  const remove = (orgId: number, token = tokens.admin) =>
    t.send('commissionOverrideRemove', { orgId }, token);
  const logs = async () =>
    (
      await t.send('operationLogPage', { current: 1, size: 10, targetType: 'commission' }, tokens.admin)
    ).json<{
      data: { records: OperationLog[] };
    }>().data.records;

  it('lists the seller companies, none with tiers of their own at first, and no buyer’s or person’s organisation', async () => {
    const buyersCompany = await addMember(t, { role: 'buyer', orgType: 'company' });
    const newSeller = await addMember(t, { role: 'seller' });
    const { records, total } = await page();
    const ids = records.map((row) => row.orgId);
    expect(ids).toEqual(expect.arrayContaining([sellerOrgId, secondSellerOrgId, newSeller.orgId]));
    expect(ids).not.toContain(buyersCompany.orgId);
    expect(total).toBe(records.length);
    expect(records.find((row) => row.orgId === sellerOrgId)).toMatchObject({
      orgName: '江苏华东再生资源有限公司',
      hasOverride: false,
      tiers: null,
    });
    expect((await page({ keyword: '浦江' })).records.map((row) => row.orgId)).toEqual([secondSellerOrgId]);
  });

  it('are set, read, changed and removed by an administrator, each change in the operation log', async () => {
    const saved = await save(sellerOrgId, TIERS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      msg: '委托方佣金已保存',
      data: { hasOverride: true, tiers: TIERS },
    });
    expect(dataOf<SellerCommission>(await get(sellerOrgId))).toMatchObject({
      orgId: sellerOrgId,
      hasOverride: true,
      tiers: TIERS,
    });
    const listed = await page({ hasOverride: 'true' });
    expect(listed.records.map((row) => row.orgId)).toEqual([sellerOrgId]);
    expect((await page({ hasOverride: 'false' })).records.map((row) => row.orgId)).not.toContain(sellerOrgId);

    const changed: CommissionTier[] = [{ upToFen: null, rateBps: 120 }];
    expect((await save(sellerOrgId, changed)).statusCode).toBe(200);
    expect(dataOf<SellerCommission>(await get(sellerOrgId)).tiers).toEqual(changed);

    const removed = await remove(sellerOrgId);
    expect(removed.json()).toMatchObject({ code: 0, msg: '已恢复按平台默认佣金' });
    expect(dataOf<SellerCommission>(await get(sellerOrgId))).toMatchObject({
      hasOverride: false,
      tiers: null,
    });
    expect(errorOf(await remove(sellerOrgId))).toMatchObject({
      status: 404,
      error: 'COMMISSION_OVERRIDE_NOT_FOUND',
      msg: '该委托方没有单独设置佣金，已按平台默认收取',
    });

    expect((await logs()).slice(0, 3)).toMatchObject([
      {
        action: 'commission.seller.remove',
        targetId: String(sellerOrgId),
        summary: '删除委托方 江苏华东再生资源有限公司 的单独佣金设置，恢复按平台默认',
        before: { tiers: changed },
      },
      { action: 'commission.seller.update', before: { tiers: TIERS }, after: { tiers: changed } },
      {
        action: 'commission.seller.create',
        summary: '设置委托方 江苏华东再生资源有限公司 的佣金档位（2 档）',
        after: { tiers: TIERS },
      },
    ]);
  });

  it('leave another seller’s tiers alone', async () => {
    expect((await save(sellerOrgId, TIERS)).statusCode).toBe(200);
    expect((await save(secondSellerOrgId, [{ upToFen: null, rateBps: 50 }])).statusCode).toBe(200);
    expect((await remove(secondSellerOrgId)).statusCode).toBe(200);
    expect(dataOf<SellerCommission>(await get(sellerOrgId)).tiers).toEqual(TIERS);
  });

  it('refuse invalid bands with the band’s message, and keep the stored ones', async () => {
    const answer = errorOf(
      await save(sellerOrgId, [
        { upToFen: 100_000, rateBps: 500 },
        { upToFen: 50_000, rateBps: 300 },
        { upToFen: null, rateBps: 100 },
      ]),
    );
    expect(answer).toMatchObject({ status: 400, msg: '第 2 档上限须大于第 1 档上限' });
    expect(answer.fields).toContainEqual({ field: 'tiers.1.upToFen', msg: '第 2 档上限须大于第 1 档上限' });
    expect(errorOf(await save(sellerOrgId, [{ upToFen: null, rateBps: 600 }]))).toMatchObject({
      status: 400,
      msg: '第 1 档费率不能超过 5%',
    });
    expect(dataOf<SellerCommission>(await get(sellerOrgId)).tiers).toEqual(TIERS);
  });

  it('answer 404 for another tenant’s company, a buyer’s company or no organisation, and change nothing', async () => {
    const { db } = t.database;
    const tenant = await db.execute<{ id: number }>(
      sql`insert into tenants (code, name, created_at, updated_at) values ('other-co', '其他租户', now(), now()) returning id`,
    );
    const org = await db.execute<{ id: number }>(
      sql`insert into organisations (tenant_id, name, type, created_at, updated_at)
          values (${tenant.rows[0]!.id}, '其他租户的委托方', 'company', now(), now()) returning id`,
    );
    const foreignOrgId = org.rows[0]!.id;
    // A member who may publish bulletins: in its own tenant it would be a seller.
    const member = await addMember(t, { role: 'seller' });
    await db.execute(
      sql`insert into user_organisations (user_id, org_id, is_default, created_at) values (${member.userId}, ${foreignOrgId}, false, now())`,
    );
    const buyersCompany = await addMember(t, { role: 'buyer', orgType: 'company' });

    for (const orgId of [foreignOrgId, buyersCompany.orgId, 999_999]) {
      for (const response of [await get(orgId), await save(orgId, TIERS), await remove(orgId)]) {
        expect(errorOf(response)).toMatchObject({
          status: 404,
          error: 'COMMISSION_SELLER_NOT_FOUND',
          msg: '委托方不存在或您无权查看',
        });
      }
    }
    const stored = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from commission_tiers where seller_org_id in (${foreignOrgId}, ${buyersCompany.orgId})`,
    );
    expect(stored.rows[0]!.n).toBe(0);
    expect((await page()).records.map((row) => row.orgId)).not.toContain(foreignOrgId);
  });

  it('are refused to a user without the commission permissions', async () => {
    const seller = await t.signIn('seller');
    expect(errorOf(await t.send('commissionOverridePage', { current: 1, size: 10 }, seller))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
    expect(errorOf(await get(sellerOrgId, seller)).status).toBe(403);
    // A seller cannot lower their own commission, nor remove the platform's choice.
    expect(errorOf(await save(sellerOrgId, [{ upToFen: null, rateBps: 0 }], seller)).status).toBe(403);
    expect(errorOf(await remove(sellerOrgId, seller)).status).toBe(403);
    expect(dataOf<SellerCommission>(await get(sellerOrgId)).tiers).toEqual(TIERS);
  });
});
