import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lotFollows, lots, organisations } from '../../db/schema';
import { cardColumns, isPublicLot } from './market-columns';

/** 关注: a user's followed lots. Every query is bound to the user it is given. */
export function createMarketFollowsRepository(db: Db) {
  return {
    async findFollow(userId: number, lotId: number) {
      const [row] = await db
        .select({ remind: lotFollows.remind })
        .from(lotFollows)
        .where(and(eq(lotFollows.userId, userId), eq(lotFollows.lotId, lotId)));
      return row;
    },

    async upsertFollow(follow: { userId: number; lotId: number; remind: boolean; now: Date }) {
      await db
        .insert(lotFollows)
        .values({ userId: follow.userId, lotId: follow.lotId, remind: follow.remind, createdAt: follow.now })
        .onConflictDoUpdate({
          target: [lotFollows.userId, lotFollows.lotId],
          set: { remind: follow.remind },
        });
    },

    /** Answers whether there was a row to remove. */
    async removeFollow(userId: number, lotId: number): Promise<boolean> {
      const rows = await db
        .delete(lotFollows)
        .where(and(eq(lotFollows.userId, userId), eq(lotFollows.lotId, lotId)))
        .returning({ lotId: lotFollows.lotId });
      return rows.length > 0;
    },

    /** The user's followed lots that are still public, the latest followed first. */
    async listFollows(userId: number, offset: number, limit: number) {
      const followed = and(eq(lotFollows.lotId, lots.id), eq(lotFollows.userId, userId));
      const [records, totals] = await Promise.all([
        db
          .select({ ...cardColumns, remind: lotFollows.remind })
          .from(lots)
          .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
          .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
          .innerJoin(lotFollows, followed)
          .where(isPublicLot)
          .orderBy(desc(lotFollows.createdAt), desc(lots.id))
          .offset(offset)
          .limit(limit),
        db
          .select({ total: count() })
          .from(lots)
          .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
          .innerJoin(lotFollows, followed)
          .where(isPublicLot),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}
