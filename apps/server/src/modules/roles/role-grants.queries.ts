import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation } from '../../db/pg-errors';
import { menus, roleMenus } from '../../db/schema';

/** A granted menu was deleted while the grant was being written. */
export class GrantedMenuGoneError extends Error {}

/** What a role is granted, and the menus and buttons grants are chosen from. */
export function createRoleGrantQueries(db: DbOrTx) {
  return {
    /** The menus and buttons a role holds. The caller has checked the role is the tenant's. */
    async listMenuIds(roleId: number): Promise<number[]> {
      const rows = await db
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(eq(roleMenus.roleId, roleId))
        .orderBy(asc(roleMenus.menuId));
      return rows.map((row) => row.menuId);
    },

    /** Every entry's parent, to find the ancestors a grant needs. */
    async listMenuParents(): Promise<Map<number, number>> {
      const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },

    /** Every menu and button, in display order, for the grant tree. */
    async listGrantableMenus() {
      return db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          type: menus.type,
          code: menus.code,
          name: menus.name,
        })
        .from(menus)
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
    },

    async menuNames(
      ids: number[],
    ): Promise<Array<{ id: number; code: string; name: string; type: 'menu' | 'button' }>> {
      if (ids.length === 0) return [];
      return db
        .select({ id: menus.id, code: menus.code, name: menus.name, type: menus.type })
        .from(menus)
        .where(inArray(menus.id, ids));
    },

    /** Replaces a role's grants with exactly `menuIds`. */
    async replaceMenus(roleId: number, menuIds: number[]): Promise<void> {
      try {
        await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
        if (menuIds.length > 0) {
          await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
        }
      } catch (error) {
        if (isReferenceViolation(error)) throw new GrantedMenuGoneError();
        throw error;
      }
    },
  };
}
