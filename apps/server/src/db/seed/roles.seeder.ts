import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { roleMenus, roles } from '../schema';
import type { MenuIndex } from './menus.seeder';
import { ROLES } from './roles.seed';

/** The built-in roles: a new role gets its whole grant, an existing one only menus new in this run. */
export async function ensureRoles(
  tx: DbOrTx,
  tenantId: number,
  menuIndex: MenuIndex,
  now: Date,
): Promise<void> {
  for (const [index, role] of ROLES.entries()) {
    const [inserted] = await tx
      .insert(roles)
      .values({
        tenantId,
        code: role.code,
        name: role.name,
        description: role.description,
        sort: (index + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [roles.tenantId, roles.code] })
      .returning({ id: roles.id });
    const roleId =
      inserted?.id ??
      (await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, role.code)))
        .then((rows) => rows[0]?.id));
    if (roleId === undefined) throw new Error(`seed: role ${role.code} missing`);

    const grantedCodes =
      role.grants === 'all' ? [...menuIndex.idByCode.keys()] : role.grants.flatMap(menuIndex.subtreeCodes);
    // A new role gets its whole grant; an existing one only menus that are new in this release.
    const codesToLink = inserted
      ? grantedCodes
      : grantedCodes.filter((code) => menuIndex.createdCodes.has(code));
    const links = codesToLink.map((code) => ({ roleId, menuId: menuIndex.idByCode.get(code) ?? -1 }));
    if (links.length > 0) await tx.insert(roleMenus).values(links).onConflictDoNothing();
  }
}
