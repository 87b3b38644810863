import type { BannerState } from '@lyp/shared/system/banner.schemas';
import { and, asc, count, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { containing } from '../../db/like';

export type BannerRecord = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface BannerPageQuery {
  title?: string;
  state?: BannerState;
  now: Date;
  offset: number;
  limit: number;
}

/** The period contains `now`: started (or no start) and not yet ended (or no end). */
function inPeriod(now: Date): SQL {
  return and(
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  )!;
}

/** The same states as stateOf() in banner-views, as conditions. */
function stateCondition(state: BannerState, now: Date): SQL {
  const enabled = eq(banners.isEnabled, true);
  switch (state) {
    case 'disabled':
      return eq(banners.isEnabled, false);
    case 'showing':
      return and(enabled, inPeriod(now))!;
    case 'scheduled':
      return and(enabled, gt(banners.startsAt, now))!;
    case 'expired':
      return and(enabled, lte(banners.endsAt, now))!;
  }
}

export function createBannersRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<BannerRecord | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row;
    },

    async page(query: BannerPageQuery): Promise<{ records: BannerRecord[]; total: number }> {
      const where = and(
        query.title ? ilike(banners.title, containing(query.title)) : undefined,
        query.state ? stateCondition(query.state, query.now) : undefined,
      );
      const [records, totals] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.sort), asc(banners.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(banners).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    /** Enabled banners whose period contains `now`, in their order. */
    async listShowing(now: Date, limit: number): Promise<BannerRecord[]> {
      return db
        .select()
        .from(banners)
        .where(and(eq(banners.isEnabled, true), inPeriod(now)))
        .orderBy(asc(banners.sort), asc(banners.id))
        .limit(limit);
    },

    async insert(values: BannerValues, now: Date): Promise<BannerRecord> {
      const [row] = await db
        .insert(banners)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('banner insert returned nothing');
      return row;
    },

    async update(id: number, values: BannerValues, now: Date): Promise<BannerRecord | undefined> {
      const [row] = await db
        .update(banners)
        .set({ ...values, updatedAt: now })
        .where(eq(banners.id, id))
        .returning();
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
      return rows.length > 0;
    },
  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
