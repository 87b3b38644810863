import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lots, organisations } from '../../db/schema';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletins';
import type { Scope } from './market-lots.queries';
import { containing } from '../../db/like';

/** The public's bulletins: searched, and one in full. */
export function createMarketBulletinQueries(db: Db) {
  return {
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
          keepRunnerUpDeposit: bulletins.keepRunnerUpDeposit,
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
  };
}
