import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, roleMenus, roles, userRoles, users } from '../../db/schema';

/** Who holds what: the tenant's active administrators and the button codes roles and users hold. */
export function createUserRightsQueries(db: DbOrTx) {
  return {
    /** Active users of the tenant holding the administrators' role, one left out. */
    async countActiveAdmins(tenantId: number, exceptUserId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(roles.tenantId, tenantId),
            eq(roles.code, ROLE_CODES.admin),
            eq(users.status, 'active'),
            ne(users.id, exceptUserId),
          ),
        );
      return row?.total ?? 0;
    },

    /** The button codes the given roles grant. */
    async permissionsOfRoles(roleIds: number[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ code: menus.code })
        .from(roleMenus)
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.type, 'button')));
      return rows.map((row) => row.code);
    },

    /** The button codes a user holds through their roles. */
    async permissionsOfUser(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ code: menus.code })
        .from(userRoles)
        .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(eq(userRoles.userId, userId), eq(menus.type, 'button')));
      return rows.map((row) => row.code);
    },
  };
}
