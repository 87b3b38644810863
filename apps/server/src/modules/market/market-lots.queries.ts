import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lotBidders, lots, organisations } from '../../db/schema';
import { cardColumns, detailColumns, isPublicLot, priceOf, viewCountOf } from './market-columns';
import { containing } from '../../db/like';

export type LotStatus = (typeof lots.$inferSelect)['status'];
/** What a read may see: the public's lots and bulletins, or any (a seller's preview of its own). */
export type Scope = 'public' | 'any';

/**
 * The market's default order: running lots first, the soonest to end first; then upcoming ones,
 * the soonest to start first; then ended ones, the latest to end first.
 */
const phase = sql`case ${lots.status} when 'bidding' then 0 when 'scheduled' then 1 else 2 end`;
const DEFAULT_ORDER = [
  asc(phase),
  asc(sql`case ${lots.status} when 'bidding' then ${lots.endsAt} when 'scheduled' then ${lots.startsAt} end`),
  desc(sql`case when ${lots.status} in ('sold', 'unsold') then ${lots.endsAt} end`),
  asc(lots.id),
];

const SORT_COLUMNS = {
  startsAt: lots.startsAt,
  endsAt: lots.endsAt,
  price: priceOf,
  views: viewCountOf,
} as const;

export interface LotSearchFilter {
  statuses?: LotStatus[];
  category?: string;
  regionPrefix?: string;
  minPriceFen?: number;
  maxPriceFen?: number;
  keyword?: string;
  sort: keyof typeof SORT_COLUMNS | 'default';
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The public's lots: searched, by bulletin, one in detail or in brief. */
export function createMarketLotQueries(db: Db) {
  const cards = () =>
    db
      .select(cardColumns)
      .from(lots)
      .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
      .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId));

  const countLots = (where: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(lots)
      .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
      .where(where)
      .then((rows) => rows[0]?.total ?? 0);

  return {
    async searchLots(filter: LotSearchFilter) {
      const conditions: Array<SQL | undefined> = [isPublicLot];
      if (filter.statuses) conditions.push(inArray(lots.status, filter.statuses));
      if (filter.category) conditions.push(eq(lots.category, filter.category));
      if (filter.regionPrefix) conditions.push(sql`${lots.regionCode} like ${`${filter.regionPrefix}%`}`);
      if (filter.minPriceFen !== undefined) conditions.push(sql`${priceOf} >= ${filter.minPriceFen}`);
      if (filter.maxPriceFen !== undefined) conditions.push(sql`${priceOf} <= ${filter.maxPriceFen}`);
      if (filter.keyword) {
        const pattern = containing(filter.keyword);
        conditions.push(
          or(ilike(lots.title, pattern), ilike(lots.lotNo, pattern), ilike(bulletins.title, pattern)),
        );
      }
      const where = and(...conditions);
      const direction = filter.order === 'asc' ? asc : desc;
      const [records, total] = await Promise.all([
        cards()
          .where(where)
          // The id breaks ties, so a page never repeats or skips a lot.
          .orderBy(
            ...(filter.sort === 'default'
              ? DEFAULT_ORDER
              : [direction(SORT_COLUMNS[filter.sort]), direction(lots.id)]),
          )
          .offset(filter.offset)
          .limit(filter.limit),
        countLots(where),
      ]);
      return { records, total };
    },

    async lotCardsOfBulletins(bulletinIds: number[], scope: Scope = 'public') {
      if (bulletinIds.length === 0) return [];
      const ofBulletins = inArray(lots.bulletinId, bulletinIds);
      return cards()
        .where(scope === 'public' ? and(isPublicLot, ofBulletins) : ofBulletins)
        .orderBy(asc(lots.bulletinId), asc(lots.seq));
    },

    async findPublicLot(lotId: number, scope: Scope = 'public') {
      const [row] = await db
        .select(detailColumns)
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
        .leftJoin(lotBidders, and(eq(lotBidders.lotId, lots.id), eq(lotBidders.userId, lots.leaderUserId)))
        .where(scope === 'public' ? and(eq(lots.id, lotId), isPublicLot) : eq(lots.id, lotId));
      return row;
    },

    /** Whether the lot is public, with its view count: for follows and views. */
    async findPublicLotBrief(lotId: number) {
      const [row] = await db
        .select({ id: lots.id, viewCount: viewCountOf })
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .where(and(eq(lots.id, lotId), isPublicLot));
      return row;
    },
  };
}
