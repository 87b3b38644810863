import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bids,
  bulletins,
  files,
  lotBidders,
  lots,
  lotViewers,
  lotViewings,
  lotViews,
  orders,
  organisations,
  users,
} from '../../db/schema';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletins';
import { cardColumns, detailColumns, isPublicLot, priceOf, viewCountOf } from './market-columns';
import { createMarketFollowsRepository } from './market-follows.repository';
import { containing } from '../../db/like';

export type LotStatus = (typeof lots.$inferSelect)['status'];
export type MarketFileKind = 'lot_image' | 'bulletin_attachment';
/** What a read may see: the public's lots and bulletins, or any (a seller's preview of its own). */
type Scope = 'public' | 'any';

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
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export function createMarketRepository(db: Db) {
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
          .orderBy(direction(SORT_COLUMNS[filter.sort]), direction(lots.id))
          .offset(filter.offset)
          .limit(filter.limit),
        countLots(where),
      ]);
      return { records, total };
    },

    /** Published bulletins, newest first, with their lots' count and time span; a keyword matches title or seller. */
    async searchBulletins(filter: { keyword?: string; offset: number; limit: number }) {
      const where = and(
        inArray(bulletins.status, PUBLIC_BULLETIN_STATUSES),
        filter.keyword
          ? or(
              ilike(bulletins.title, containing(filter.keyword)),
              ilike(organisations.name, containing(filter.keyword)),
            )
          : undefined,
      );
      const lotSpan = db
        .select({
          bulletinId: lots.bulletinId,
          lotCount: sql<number>`count(*)::int`.as('lot_count'),
          startsAt: sql<Date | null>`min(${lots.startsAt})`.as('starts_at'),
          endsAt: sql<Date | null>`max(${lots.endsAt})`.as('ends_at'),
        })
        .from(lots)
        .groupBy(lots.bulletinId)
        .as('lot_span');
      const [records, totals] = await Promise.all([
        db
          .select({
            id: bulletins.id,
            bulletinNo: bulletins.bulletinNo,
            title: bulletins.title,
            sellerName: organisations.name,
            status: bulletins.status,
            publishedAt: bulletins.publishedAt,
            lotCount: sql<number>`coalesce(${lotSpan.lotCount}, 0)`,
            startsAt: lotSpan.startsAt,
            endsAt: lotSpan.endsAt,
          })
          .from(bulletins)
          .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
          .leftJoin(lotSpan, eq(lotSpan.bulletinId, bulletins.id))
          .where(where)
          .orderBy(sql`${bulletins.publishedAt} desc nulls last`, desc(bulletins.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db
          .select({ total: count() })
          .from(bulletins)
          .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
          .where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    /** Public bulletins, those open or about to open first, then the newest. */
    async recentBulletins(limit: number) {
      return db
        .select({
          id: bulletins.id,
          bulletinNo: bulletins.bulletinNo,
          title: bulletins.title,
          sellerName: organisations.name,
          publishedAt: bulletins.publishedAt,
        })
        .from(bulletins)
        .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
        .where(inArray(bulletins.status, PUBLIC_BULLETIN_STATUSES))
        .orderBy(
          sql`case when ${bulletins.status} in ('published', 'bidding') then 0 else 1 end`,
          sql`${bulletins.publishedAt} desc nulls last`,
          desc(bulletins.id),
        )
        .limit(limit);
    },

    /** `scope: 'any'`: also a bulletin not public yet (its seller's preview). */
    async findPublicBulletin(id: number, scope: Scope = 'public') {
      const [row] = await db
        .select({
          id: bulletins.id,
          bulletinNo: bulletins.bulletinNo,
          title: bulletins.title,
          bodyHtml: bulletins.bodyHtml,
          sellerName: organisations.name,
          status: bulletins.status,
          publishedAt: bulletins.publishedAt,
        })
        .from(bulletins)
        .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
        .where(
          scope === 'public'
            ? and(eq(bulletins.id, id), inArray(bulletins.status, PUBLIC_BULLETIN_STATUSES))
            : eq(bulletins.id, id),
        );
      return row;
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

    async listFiles(kind: MarketFileKind, businessIds: number[]) {
      if (businessIds.length === 0) return [];
      return db
        .select({
          id: files.id,
          name: files.originalName,
          mime: files.mime,
          sizeBytes: files.sizeBytes,
          businessId: files.businessId,
        })
        .from(files)
        .where(
          and(eq(files.businessType, kind), inArray(files.businessId, businessIds), isNull(files.deletedAt)),
        )
        .orderBy(asc(files.businessSort), asc(files.createdAt), asc(files.id));
    },

    async listViewings(lotId: number) {
      return db
        .select()
        .from(lotViewings)
        .where(eq(lotViewings.lotId, lotId))
        .orderBy(asc(lotViewings.startsAt), asc(lotViewings.id));
    },

    /** The newest bids, each by its bidder's alias only. */
    async recentBids(lotId: number, limit: number) {
      return db
        .select({
          seq: bids.eventSeq,
          amountFen: bids.amountFen,
          kind: bids.kind,
          at: bids.createdAt,
          alias: lotBidders.alias,
        })
        .from(bids)
        .innerJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
        .where(eq(bids.lotId, lotId))
        .orderBy(desc(bids.id))
        .limit(limit);
    },

    async figures() {
      const [lotCounts, soldAmount, bulletinCount, userCount] = await Promise.all([
        db
          .select({
            bidding: sql<number>`count(*) filter (where ${lots.status} = 'bidding')`.mapWith(Number),
            upcoming: sql<number>`count(*) filter (where ${lots.status} = 'scheduled')`.mapWith(Number),
            sold: sql<number>`count(*) filter (where ${lots.status} = 'sold')`.mapWith(Number),
          })
          .from(lots)
          .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
          .where(isPublicLot),
        db
          .select({ total: sql<number>`coalesce(sum(${orders.priceFen}), 0)`.mapWith(Number) })
          .from(orders)
          .where(ne(orders.status, 'defaulted')),
        db
          .select({ total: count() })
          .from(bulletins)
          .where(inArray(bulletins.status, PUBLIC_BULLETIN_STATUSES)),
        db.select({ total: count() }).from(users),
      ]);
      return {
        biddingLots: lotCounts[0]?.bidding ?? 0,
        upcomingLots: lotCounts[0]?.upcoming ?? 0,
        soldLots: lotCounts[0]?.sold ?? 0,
        soldAmountFen: soldAmount[0]?.total ?? 0,
        publishedBulletins: bulletinCount[0]?.total ?? 0,
        registeredUsers: userCount[0]?.total ?? 0,
      };
    },

    /**
     * Counts each visit unless its viewer was counted on its lot within the window; answers the
     * new totals of the lots that gained views. One statement for the whole batch, so visits
     * written at once by several instances still count once.
     */
    async countViews(
      visits: Array<{ lotId: number; viewerKey: string }>,
      now: Date,
      windowSeconds: number,
    ): Promise<Map<number, number>> {
      if (visits.length === 0) return new Map();
      const since = new Date(now.getTime() - windowSeconds * 1000);
      const result = await db.execute<{ lot_id: number; views: number }>(sql`
        with incoming as (
          select distinct lot_id, viewer_key
            from unnest(${sql.param(visits.map((visit) => visit.lotId))}::int[], ${sql.param(visits.map((visit) => visit.viewerKey))}::text[])
              as visit(lot_id, viewer_key)
            join ${lots} on ${lots.id} = visit.lot_id),
        counted as (
          insert into ${lotViewers} (lot_id, viewer_key, counted_at)
          select lot_id, viewer_key, ${now} from incoming
          on conflict (lot_id, viewer_key) do update set counted_at = excluded.counted_at
           where ${lotViewers.countedAt} <= ${since}
          returning lot_id)
        insert into ${lotViews} (lot_id, views) select lot_id, count(*) from counted group by lot_id
        on conflict (lot_id) do update set views = ${lotViews.views} + excluded.views
        returning lot_id, views`);
      return new Map(result.rows.map((row) => [Number(row.lot_id), Number(row.views)]));
    },

    ...createMarketFollowsRepository(db),
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
export type LotCardRow = Awaited<ReturnType<MarketRepository['lotCardsOfBulletins']>>[number];
export type LotDetailRow = NonNullable<Awaited<ReturnType<MarketRepository['findPublicLot']>>>;
