import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  certifications,
  companyCertifications,
  dictItems,
  dictTypes,
  menus,
  organisations,
  roleMenus,
  roles,
  users,
} from '../schema';
import { DEMO_COMPANIES } from './demo-accounts.seed';
import { testIdNumbers } from '../../../test/test-secret';
import { useTestApp } from '../../../test/use-test-app';
import { reseed } from '../../../test/test-seed';

describe('the seed', () => {
  const { t } = useTestApp();

  async function counts() {
    const { db } = t.database;
    const tables = [menus, roleMenus, users, dictItems, roles, organisations, companyCertifications];
    const rows = await Promise.all(tables.map((table) => db.select({ n: count() }).from(table)));
    return rows.map((result) => result[0]?.n);
  }

  it('certifies the demo bidders with ID numbers, stored protected, and gives one to a demo certification without', async () => {
    const { db } = t.database;
    const demoBuyers = await db
      .select({ userId: users.id, masked: certifications.idNumberMasked, hash: certifications.idNumberHash })
      .from(users)
      .innerJoin(certifications, eq(certifications.userId, users.id))
      .where(inArray(users.username, ['buyer', 'buyer2']));
    expect(demoBuyers.map((row) => row.masked).sort()).toEqual(['320102********1232', '320205********2460']);
    expect(
      demoBuyers.every(
        (row) =>
          row.hash ===
          testIdNumbers.hash(
            row.masked === '320102********1232' ? '320102198803151232' : '320205199207082460',
          ),
      ),
    ).toBe(true);

    // As a database seeded before the demo bidders had numbers: the next start gives them one.
    const buyer = demoBuyers.find((row) => row.masked === '320102********1232')!;
    await db
      .update(certifications)
      .set({ idNumberHash: null, idNumberMasked: null, idNumberSealed: null })
      .where(eq(certifications.userId, buyer.userId));
    await reseed(t);
    const [again] = await db.select().from(certifications).where(eq(certifications.userId, buyer.userId));
    expect(again).toMatchObject({ idNumberMasked: '320102********1232', idNumberHash: buyer.hash });
  });

  it('changes nothing when it runs again on a seeded database', async () => {
    const before = await counts();
    await reseed(t);
    expect(await counts()).toEqual(before);
  });

  it('leaves an administrator’s changes alone: a removed grant stays gone, a disabled option stays disabled', async () => {
    const { db } = t.database;
    const [buyerRole] = await db.select().from(roles).where(eq(roles.code, 'buyer'));
    const [myBid] = await db.select().from(menus).where(eq(menus.code, 'MyBid'));
    await db
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, buyerRole!.id), eq(roleMenus.menuId, myBid!.id)));
    const [goodsCategory] = await db.select().from(dictTypes).where(eq(dictTypes.code, 'goods_category'));
    const scrapSteel = and(eq(dictItems.typeId, goodsCategory!.id), eq(dictItems.value, 'scrap_steel'));
    await db.update(dictItems).set({ isEnabled: false }).where(scrapSteel);

    await reseed(t);

    const grants = await db
      .select()
      .from(roleMenus)
      .where(and(eq(roleMenus.roleId, buyerRole!.id), eq(roleMenus.menuId, myBid!.id)));
    expect(grants).toEqual([]);
    const [option] = await db.select().from(dictItems).where(scrapSteel);
    expect(option?.isEnabled).toBe(false);
  });

  it('marks a dictionary the application came to depend on as a system one on an existing database', async () => {
    const { db } = t.database;
    await db.update(dictTypes).set({ isSystem: false }).where(eq(dictTypes.code, 'goods_category'));
    await reseed(t);
    const [goodsCategory] = await db.select().from(dictTypes).where(eq(dictTypes.code, 'goods_category'));
    expect(goodsCategory?.isSystem).toBe(true);
  });

  it('restores a missing item of a system dictionary, which the application depends on', async () => {
    const { db } = t.database;
    const [menuType] = await db.select().from(dictTypes).where(eq(dictTypes.code, 'menu_type'));
    await db.delete(dictItems).where(and(eq(dictItems.typeId, menuType!.id), eq(dictItems.value, 'button')));
    await reseed(t);
    const restored = await db
      .select()
      .from(dictItems)
      .where(and(eq(dictItems.typeId, menuType!.id), eq(dictItems.value, 'button')));
    expect(restored).toHaveLength(1);
  });

  it('certifies each demo company, applied for by the demo seller', async () => {
    const { db } = t.database;
    const [seller] = await db.select().from(users).where(eq(users.username, 'seller'));
    for (const company of DEMO_COMPANIES) {
      const [row] = await db
        .select({ certification: companyCertifications, orgName: organisations.name })
        .from(companyCertifications)
        .innerJoin(organisations, eq(organisations.id, companyCertifications.orgId))
        .where(eq(companyCertifications.companyCode, company.companyCode));
      expect(row?.orgName).toBe(company.name);
      expect(row?.certification).toMatchObject({
        status: 'approved',
        applicantUserId: seller!.id,
        legalPerson: company.legalPerson,
        regionCode: company.regionCode,
        companyAddr: company.companyAddr,
        bankNumber: company.bankNumber.replace(/\s/g, ''),
        licenceFileId: null,
      });
    }
  });

  it('brings a database seeded before company certifications up to date: valid codes, certified companies', async () => {
    const { db } = t.database;
    const [eastChina] = DEMO_COMPANIES;
    await db
      .delete(companyCertifications)
      .where(eq(companyCertifications.companyCode, eastChina!.companyCode));
    await db
      .update(organisations)
      .set({ companyCode: '91320200MA1HD0021K' })
      .where(eq(organisations.companyCode, eastChina!.companyCode));
    await reseed(t);
    const [row] = await db
      .select({ status: companyCertifications.status, orgCode: organisations.companyCode })
      .from(companyCertifications)
      .innerJoin(organisations, eq(organisations.id, companyCertifications.orgId))
      .where(eq(companyCertifications.companyCode, eastChina!.companyCode));
    expect(row).toEqual({ status: 'approved', orgCode: eastChina!.companyCode });
  });

  it('gives an existing database the sub-account menu, granted once to the sellers and administrators', async () => {
    const { db } = t.database;
    await db.delete(menus).where(inArray(menus.code, ['SubAccount', 'sub_account_view', 'sub_account_add']));
    await reseed(t);
    const holders = await db
      .select({ role: roles.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(eq(menus.code, 'sub_account_add'));
    expect(holders.map((holder) => holder.role).sort()).toEqual(['admin', 'seller']);
  });

  it('corrects a credit code it once seeded wrong, and leaves one an administrator set alone', async () => {
    const { db } = t.database;
    const [eastChina, pujiang] = DEMO_COMPANIES;
    await db
      .update(organisations)
      .set({ companyCode: '91320200MA1HD0021K' })
      .where(eq(organisations.companyCode, eastChina!.companyCode));
    await db
      .update(organisations)
      .set({ companyCode: '91310115MA1PJ0099Y' })
      .where(eq(organisations.companyCode, pujiang!.companyCode));
    await reseed(t);
    const codeOf = async (name: string) =>
      (await db.select().from(organisations).where(eq(organisations.name, name)))[0]?.companyCode;
    expect(await codeOf(eastChina!.name)).toBe(eastChina!.companyCode);
    expect(await codeOf(pujiang!.name)).toBe('91310115MA1PJ0099Y');
  });

  it('still starts after a demo user changed their username and phone', async () => {
    const { db } = t.database;
    await db.update(users).set({ username: 'Trader_01' }).where(eq(users.username, 'buyer'));
    await db.update(users).set({ phone: '13999990000' }).where(eq(users.username, 'seller'));
    const before = await counts();
    await expect(reseed(t)).resolves.toBeUndefined();
    // The renamed buyer still holds the demo phone, the seller the demo username: nothing is re-created.
    expect(await counts()).toEqual(before);
  });
});
