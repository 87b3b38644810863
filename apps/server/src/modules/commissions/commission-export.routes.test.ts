import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/bulletin-fixtures';
import { sellerInSecondCompany } from '../../../test/org-fixtures';
import { addTenantWithAdmin, type TenantWithAdmin } from '../../../test/role-admin-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { expectXlsxDownload } from '../../../test/answers';

/** 佣金设置's export: the seller companies as filtered, each with the commission it is charged, in words. */

const OWN: CommissionTier[] = [
  { upToFen: 1_000_000_00, rateBps: 300 },
  { upToFen: null, rateBps: 150 },
];
const DEFAULT: CommissionTier[] = [
  { upToFen: 500_000_00, rateBps: 400 },
  { upToFen: null, rateBps: 200 },
];

describe('exporting 佣金设置', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'buyer'] });
  let sellerOrgId: number;
  let other: TenantWithAdmin;
  beforeAll(async () => {
    sellerOrgId = (await t.services.auth.authenticate(await t.signIn('seller')))!.orgId;
    await sellerInSecondCompany(t);
    other = await addTenantWithAdmin(t);
    expect(
      (await t.send('commissionOverrideSave', { orgId: sellerOrgId, tiers: OWN }, tokens.admin)).statusCode,
    ).toBe(200);
    expect((await t.send('commissionDefaultSave', { tiers: DEFAULT }, tokens.admin)).statusCode).toBe(200);
  });

  const sheetOf = async (body: Record<string, unknown>, token = tokens.admin) =>
    expectXlsxDownload(await t.send('commissionOverrideExport', body, token));

  it('lists the sellers with their own tiers, those tiers described in yuan and percent', async () => {
    const answer = await t.send('commissionOverrideExport', { hasOverride: 'true' }, tokens.admin);
    const sheet = await expectXlsxDownload(answer, '佣金设置');
    expect(sheet.name).toBe('佣金设置');
    expect(sheet.header).toEqual(['委托方', '统一社会信用代码', '佣金设置', '佣金标准', '更新时间']);
    expect(sheet.records).toHaveLength(1);
    expect(sheet.records[0]).toMatchObject({
      委托方: '江苏华东再生资源有限公司',
      佣金设置: '单独设置',
      佣金标准: '委托方专属佣金：¥0.00 – ¥1,000,000.00：3%；¥1,000,000.00 以上：1.5%',
    });
    expect(sheet.records[0]!['更新时间']).toBeInstanceOf(Date);
  });

  it('states the platform’s current default for a seller without its own, the bulletin’s rate excepted', async () => {
    const sheet = await sheetOf({ keyword: '浦江' });
    expect(sheet.records).toHaveLength(1);
    expect(sheet.records[0]).toMatchObject({
      佣金设置: '平台默认',
      佣金标准: '平台阶梯佣金（公告设有固定佣金的按公告）：¥0.00 – ¥500,000.00：4%；¥500,000.00 以上：2%',
      更新时间: undefined,
    });
    expect(sheet.records[0]!['委托方']).toContain('浦江');
  });

  it('holds only the caller’s tenant’s sellers', async () => {
    expect((await sheetOf({}, other.admin.token)).records).toEqual([]);
  });

  it('is refused to a user without the export permission', async () => {
    expect(errorOf(await t.send('commissionOverrideExport', {}, tokens.buyer)).status).toBe(403);
  });
});
