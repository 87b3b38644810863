import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, roleMenus, userMenuFavourites, userMenuHistory, userRoles } from '../../db/schema';

const HISTORY_LIMIT = 20;

export interface MenuVisit {
  menuId: number;
  at: Date;
}

export function createPermissionRepository(db: Db) {
  /** Menu ids granted to the user through any of their roles. */
  const grantedMenuIds = (userId: number) =>
    db
      .selectDistinct({ menuId: roleMenus.menuId })
      .from(roleMenus)
      .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
      .where(eq(userRoles.userId, userId));

  return {
    /** Menus and buttons granted to the user, in display order. */
    async listGrantedMenus(userId: number): Promise<MenuItem[]> {
      const rows = await db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          code: menus.code,
          name: menus.name,
          path: menus.path,
          icon: menus.icon,
          sort: menus.sort,
          isHidden: menus.isHidden,
          metaKeepalive: menus.metaKeepalive,
          type: menus.type,
        })
        .from(menus)
        .where(inArray(menus.id, grantedMenuIds(userId)))
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
      return rows.map((row) => ({
        ...row,
        isHidden: row.isHidden === 0 ? 0 : 1,
        metaKeepalive: row.metaKeepalive === 0 ? 0 : 1,
      }));
    },

    async listFavourites(userId: number): Promise<MenuVisit[]> {
      return db
        .select({ menuId: userMenuFavourites.menuId, at: userMenuFavourites.createdAt })
        .from(userMenuFavourites)
        .where(eq(userMenuFavourites.userId, userId))
        .orderBy(asc(userMenuFavourites.createdAt));
    },

    async setFavourite(userId: number, menuId: number, collected: boolean, now: Date): Promise<void> {
      if (collected) {
        await db.insert(userMenuFavourites).values({ userId, menuId, createdAt: now }).onConflictDoNothing();
      } else {
        await db
          .delete(userMenuFavourites)
          .where(and(eq(userMenuFavourites.userId, userId), eq(userMenuFavourites.menuId, menuId)));
      }
    },

    /** Records a visit and keeps only the newest HISTORY_LIMIT entries. */
    async recordVisit(userId: number, menuId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(userMenuHistory)
          .values({ userId, menuId, visitedAt: now })
          .onConflictDoUpdate({
            target: [userMenuHistory.userId, userMenuHistory.menuId],
            set: { visitedAt: now },
          });
        const newest = tx
          .select({ menuId: userMenuHistory.menuId })
          .from(userMenuHistory)
          .where(eq(userMenuHistory.userId, userId))
          .orderBy(desc(userMenuHistory.visitedAt))
          .limit(HISTORY_LIMIT);
        await tx
          .delete(userMenuHistory)
          .where(and(eq(userMenuHistory.userId, userId), notInArray(userMenuHistory.menuId, newest)));
      });
    },

    async listHistory(userId: number): Promise<MenuVisit[]> {
      return db
        .select({ menuId: userMenuHistory.menuId, at: userMenuHistory.visitedAt })
        .from(userMenuHistory)
        .where(eq(userMenuHistory.userId, userId))
        .orderBy(desc(userMenuHistory.visitedAt))
        .limit(HISTORY_LIMIT);
    },
  };
}

export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
