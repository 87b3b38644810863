import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../schema';
import { useTestApp } from '../../../test/use-test-app';
import {
  grantMenus,
  menuIdOf,
  migrationStatements,
  runStatements,
  withdrawMenus,
} from '../../../test/migration-fixtures';

const SUBTREE = ['BidOrderManage', 'bid_order_view', 'bid_order_pay_audit', 'bid_order_settle'];

/** Migration 0009's menu statements: the seed never moves a menu, so these carry old databases. */
const menuMoveStatements = () =>
  migrationStatements('0009_order_settlement.sql', (statement) => statement.includes('"menus"'));

describe('moving 竞价订单管理 to the audit centre', () => {
  const { t } = useTestApp();

  const idOf = (code: string) => menuIdOf(t, code);
  async function holders() {
    const rows = await t.database.db
      .selectDistinct({ role: roles.code })
      .from(roleMenus)
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(inArray(menus.code, SUBTREE));
    return rows.map((row) => row.role).sort();
  }

  it('puts it under 审核中心 for auditors on a new database, not under 委托方中心 for sellers', async () => {
    const [menu] = await t.database.db.select().from(menus).where(eq(menus.code, 'BidOrderManage'));
    expect(menu?.parentId).toBe(await idOf('AuditCenter'));
    expect(await holders()).toEqual(['admin', 'auditor']);
  });

  it('moves it on a database seeded when it sat in the seller centre, and regrants it', async () => {
    const { db } = t.database;
    // The database as the earlier seed left it.
    await db
      .update(menus)
      .set({ parentId: await idOf('SellerCenter') })
      .where(eq(menus.code, 'BidOrderManage'));
    await withdrawMenus(t, 'auditor', SUBTREE);
    await grantMenus(t, 'seller', SUBTREE);
    expect(await holders()).toEqual(['admin', 'seller']);

    await runStatements(t, menuMoveStatements());

    const [menu] = await db.select().from(menus).where(eq(menus.code, 'BidOrderManage'));
    expect(menu?.parentId).toBe(await idOf('AuditCenter'));
    expect(await holders()).toEqual(['admin', 'auditor']);
  });
});
