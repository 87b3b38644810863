import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../schema';
import { useTestApp } from '../../../test/use-test-app';
import {
  menuIdOf,
  migrationStatements,
  runStatements,
  withdrawMenus,
} from '../../../test/migration-fixtures';

const SUBTREE = ['FeeContract', 'fee_contract_view', 'fee_contract_export'];

/** Migration 0013's statements: the seed never moves a menu, so these carry old databases. */
const menuMoveStatements = () => migrationStatements('0013_fee_contract_menu.sql');

describe('moving 费用合同 to the contract centre', () => {
  const { t } = useTestApp();

  const idOf = (code: string) => menuIdOf(t, code);
  const parentOf = async (code: string) =>
    (await t.database.db.select({ parentId: menus.parentId }).from(menus).where(eq(menus.code, code)))[0]!
      .parentId;
  async function buyerHolds() {
    const rows = await t.database.db
      .select({ code: menus.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(eq(roles.code, 'buyer'), inArray(menus.code, SUBTREE)));
    return rows.map((row) => row.code).sort();
  }

  it('puts it under 合同中心 for buyers and sellers on a new database', async () => {
    expect(await parentOf('FeeContract')).toBe(await idOf('ContractCenter'));
    expect(await buyerHolds()).toEqual([...SUBTREE].sort());
  });

  it('moves it on a database seeded when it sat in the seller centre, and grants it to buyers', async () => {
    const { db } = t.database;
    // The database as the earlier seed left it: under 委托方中心, out of the buyer's reach.
    await db
      .update(menus)
      .set({ parentId: await idOf('SellerCenter') })
      .where(eq(menus.code, 'FeeContract'));
    await withdrawMenus(t, 'buyer', SUBTREE);
    expect(await buyerHolds()).toEqual([]);

    await runStatements(t, menuMoveStatements());

    expect(await parentOf('FeeContract')).toBe(await idOf('ContractCenter'));
    expect(await buyerHolds()).toEqual([...SUBTREE].sort());
    const [fee] = await db.select({ sort: menus.sort }).from(menus).where(eq(menus.code, 'FeeContract'));
    const [tripartite] = await db
      .select({ sort: menus.sort })
      .from(menus)
      .where(eq(menus.code, 'TripartiteContract'));
    expect(fee!.sort).toBeLessThan(tripartite!.sort);
  });
});
