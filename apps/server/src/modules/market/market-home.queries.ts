import { count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lots, orders, organisations, users } from '../../db/schema';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletins';
import { isPublicLot } from './market-columns';

/** What the home page shows beside the lots: the latest bulletins and the platform's figures. */
export function createMarketHomeQueries(db: Db) {
  return {
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
  };
}
