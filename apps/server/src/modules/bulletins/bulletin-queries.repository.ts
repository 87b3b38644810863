import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { bulletins, lots, organisations, userOrganisations } from '../../db/schema';
import type { BulletinRecord, BulletinStatus, LotRecord } from './bulletin-records';

/** Bulletins and their lots as read, with the seller's name. */
export interface BulletinQueries {
  find(id: number): Promise<BulletinRecord | undefined>;
  lotsOf(bulletinIds: number[]): Promise<LotRecord[]>;
  list(filter: {
    tenantId?: number;
    sellerOrgId?: number;
    statuses?: BulletinStatus[];
    keyword?: string;
    offset: number;
    limit: number;
  }): Promise<{ records: BulletinRecord[]; total: number }>;
  /** How many of an organisation's bulletins each status holds. */
  countByStatus(sellerOrgId: number): Promise<Array<{ status: BulletinStatus; count: number }>>;
  /** Whether a user belongs to an organisation, whichever one they act for now. */
  isOrganisationMember(userId: number, orgId: number): Promise<boolean>;
  findLot(lotId: number): Promise<LotRecord | undefined>;
}

export function createBulletinQueries(db: DbOrTx): BulletinQueries {
  const withSeller = () =>
    db
      .select({ ...getTableColumns(bulletins), sellerName: organisations.name })
      .from(bulletins)
      .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId));

  return {
    async find(id) {
      const [row] = await withSeller().where(eq(bulletins.id, id));
      return row;
    },

    async lotsOf(bulletinIds) {
      if (bulletinIds.length === 0) return [];
      return db
        .select()
        .from(lots)
        .where(inArray(lots.bulletinId, bulletinIds))
        .orderBy(asc(lots.bulletinId), asc(lots.seq));
    },

    async list(filter) {
      const conditions: SQL[] = [];
      if (filter.tenantId !== undefined) conditions.push(eq(bulletins.tenantId, filter.tenantId));
      if (filter.sellerOrgId !== undefined) conditions.push(eq(bulletins.sellerOrgId, filter.sellerOrgId));
      if (filter.statuses) conditions.push(inArray(bulletins.status, filter.statuses));
      if (filter.keyword) {
        const pattern = containing(filter.keyword);
        const keyword = or(ilike(bulletins.title, pattern), ilike(bulletins.bulletinNo, pattern));
        if (keyword) conditions.push(keyword);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [records, totals] = await Promise.all([
        withSeller()
          .where(where)
          .orderBy(desc(bulletins.updatedAt), desc(bulletins.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(bulletins).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    async countByStatus(sellerOrgId) {
      return db
        .select({ status: bulletins.status, count: count() })
        .from(bulletins)
        .where(eq(bulletins.sellerOrgId, sellerOrgId))
        .groupBy(bulletins.status);
    },

    async isOrganisationMember(userId, orgId) {
      const [row] = await db
        .select({ userId: userOrganisations.userId })
        .from(userOrganisations)
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
      return row !== undefined;
    },

    async findLot(lotId) {
      const [row] = await db.select().from(lots).where(eq(lots.id, lotId));
      return row;
    },
  };
}
