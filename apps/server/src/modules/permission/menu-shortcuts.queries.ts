import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userMenuFavourites, userMenuHistory } from '../../db/schema';

const HISTORY_LIMIT = 20;

export interface MenuVisit {
  menuId: number;
  at: Date;
}

/** The caller's favourite menus and recently opened ones. */
export function createMenuShortcutQueries(db: Db) {
  return {
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
