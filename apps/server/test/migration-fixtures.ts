import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../src/db/schema';
import type { TestApp } from './test-app';

/**
 * Data migrations replayed on a test database set back to how an older seed left it: the seed
 * never moves, regrants or deletes a menu, so a migration's statements carry old databases.
 */

/** A migration's statements (split where drizzle-kit marks a breakpoint), those `which` keeps. */
export function migrationStatements(
  fileName: string,
  which: (statement: string) => boolean = () => true,
): string[] {
  return readFileSync(new URL(`../src/db/migrations/${fileName}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .filter(which);
}

/** Runs statements straight on the app's database, one after another, as the migrator does. */
export async function runStatements(t: TestApp, statements: string[]) {
  for (const statement of statements) await t.database.pool.query(statement);
}

export const menuIdOf = async (t: TestApp, code: string) =>
  (await t.database.db.select({ id: menus.id }).from(menus).where(eq(menus.code, code)))[0]!.id;

const roleIdOf = async (t: TestApp, code: string) =>
  (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)))[0]!.id;

const menuIdsOf = (t: TestApp, codes: string[]) =>
  t.database.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes));

/** Takes a role's grants of these menus away. */
export async function withdrawMenus(t: TestApp, roleCode: string, menuCodes: string[]) {
  const roleId = await roleIdOf(t, roleCode);
  const subtree = await menuIdsOf(t, menuCodes);
  await t.database.db.delete(roleMenus).where(
    and(
      eq(roleMenus.roleId, roleId),
      inArray(
        roleMenus.menuId,
        subtree.map((row) => row.id),
      ),
    ),
  );
}

/** Grants a role these menus. */
export async function grantMenus(t: TestApp, roleCode: string, menuCodes: string[]) {
  const roleId = await roleIdOf(t, roleCode);
  const subtree = await menuIdsOf(t, menuCodes);
  await t.database.db.insert(roleMenus).values(subtree.map((row) => ({ roleId, menuId: row.id })));
}
