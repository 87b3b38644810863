import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../schema';
import { useTestApp } from '../../../test/use-test-app';
import { migrationStatements, runStatements } from '../../../test/migration-fixtures';

/** Migration 0015's menu statement: the seed never deletes a menu, so this carries old databases. */
const menuStatements = () =>
  migrationStatements('0015_order_pickup_record.sql', (statement) => statement.includes('"menus"'));

describe('the seller’s 确认货款 button, now the platform’s work alone', () => {
  const { t } = useTestApp();

  it('is not on a new database', async () => {
    expect(await t.database.db.select().from(menus).where(eq(menus.code, 'order_manage_pay_audit'))).toEqual(
      [],
    );
  });

  it('goes, with the sellers’ grant of it, from a database seeded when the seller confirmed payments', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    const [orderManage] = await db.select().from(menus).where(eq(menus.code, 'OrderManage'));
    const [button] = await db
      .insert(menus)
      .values({
        parentId: orderManage!.id,
        code: 'order_manage_pay_audit',
        name: '确认货款',
        type: 'button',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [seller] = await db.select().from(roles).where(eq(roles.code, 'seller'));
    await db.insert(roleMenus).values({ roleId: seller!.id, menuId: button!.id });

    await runStatements(t, menuStatements());

    expect(await db.select().from(menus).where(eq(menus.code, 'order_manage_pay_audit'))).toEqual([]);
    expect(await db.select().from(roleMenus).where(eq(roleMenus.menuId, button!.id))).toEqual([]);
  });
});
