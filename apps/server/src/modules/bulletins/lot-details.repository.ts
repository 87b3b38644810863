import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companyCertifications,
  lotSpecifiedBidders,
  lotSpecifiedOrgs,
  lots,
  lotViewings,
  organisations,
  users,
} from '../../db/schema';
import { containing } from '../../db/like';

export type ViewingRecord = typeof lotViewings.$inferSelect;
export type NewViewing = Omit<typeof lotViewings.$inferInsert, 'id' | 'lotId'>;

/** A certified company, as a 定向 list shows it. */
export interface CertifiedCompany {
  orgId: number;
  name: string;
  companyCode: string | null;
}

/**
 * The deposits ledger, as bulletins need it: lots taken back (withdrawn, revoked) or bidders
 * taken off a list free their frozen deposits in the same transaction, so no crash in between
 * can leave money frozen on a lot nobody may bid on.
 */
export interface BulletinsLedger {
  releaseForLots(
    lotIds: number[],
    options: { userIds?: number[]; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
}

/** What a seller keeps beside a lot on its own screens: 看货 viewings and 定向 specified bidders. */
export interface LotDetailsRepository {
  listViewings(lotId: number): Promise<ViewingRecord[]>;
  findViewing(id: number): Promise<ViewingRecord | undefined>;
  insertViewing(values: Omit<typeof lotViewings.$inferInsert, 'id'>): Promise<ViewingRecord>;
  updateViewing(id: number, values: Partial<typeof lotViewings.$inferInsert>): Promise<ViewingRecord>;
  /** The new list; frozen deposits of users taken off it are freed in the same transaction. */
  replaceSpecifiedBidders(lotId: number, userIds: number[], now: Date): Promise<{ releasedDeposits: number }>;
  listSpecifiedBidders(lotId: number): Promise<Array<{ userId: number; phone: string; name: string }>>;
  isSpecifiedBidder(lotId: number, userId: number): Promise<boolean>;
  findUsersByPhones(phones: string[]): Promise<Array<{ id: number; phone: string }>>;
  /** The viewings of many lots, for a bulletin's view, in time order. */
  viewingsOf(lotIds: number[]): Promise<ViewingRecord[]>;
  specifiedBiddersOf(
    lotIds: number[],
  ): Promise<Array<{ lotId: number; userId: number; phone: string; name: string }>>;
  specifiedOrgsOf(lotIds: number[]): Promise<Array<CertifiedCompany & { lotId: number }>>;
  /** Those of these organisations whose company certification is approved. */
  certifiedCompanies(orgIds: number[]): Promise<CertifiedCompany[]>;
  searchCertifiedCompanies(keyword: string, limit: number): Promise<CertifiedCompany[]>;
}

/** A company organisation joined to its approved certification. */
const certifiedCompanyColumns = {
  orgId: organisations.id,
  name: organisations.name,
  companyCode: organisations.companyCode,
};

export function createLotDetailsRepository(db: DbOrTx, ledger: BulletinsLedger): LotDetailsRepository {
  /** Company organisations whose certification is approved, filtered by `where`. */
  const certifiedCompaniesWhere = (where: SQL | undefined) =>
    db
      .select(certifiedCompanyColumns)
      .from(organisations)
      .innerJoin(
        companyCertifications,
        and(eq(companyCertifications.orgId, organisations.id), eq(companyCertifications.status, 'approved')),
      )
      .where(where);

  return {
    async listViewings(lotId) {
      return db
        .select()
        .from(lotViewings)
        .where(eq(lotViewings.lotId, lotId))
        .orderBy(asc(lotViewings.startsAt));
    },

    async findViewing(id) {
      const [row] = await db.select().from(lotViewings).where(eq(lotViewings.id, id));
      return row;
    },

    async insertViewing(values) {
      const [row] = await db.insert(lotViewings).values(values).returning();
      if (!row) throw new Error('viewing insert returned nothing');
      return row;
    },

    async updateViewing(id, values) {
      const [row] = await db.update(lotViewings).set(values).where(eq(lotViewings.id, id)).returning();
      if (!row) throw new Error('viewing update returned nothing');
      return row;
    },

    async replaceSpecifiedBidders(lotId, userIds, now) {
      return db.transaction(async (tx) => {
        // The lot is locked, so a deposit confirmed meanwhile (which reads it FOR SHARE) is
        // judged wholly before this change (and freed below) or wholly after (and not frozen).
        await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId)).for('update');
        const dropped = await tx
          .delete(lotSpecifiedBidders)
          .where(eq(lotSpecifiedBidders.lotId, lotId))
          .returning({ userId: lotSpecifiedBidders.userId });
        if (userIds.length > 0) {
          await tx
            .insert(lotSpecifiedBidders)
            .values(userIds.map((userId) => ({ lotId, userId, createdAt: now })));
        }
        const kept = new Set(userIds);
        const removed = dropped.map((entry) => entry.userId).filter((userId) => !kept.has(userId));
        // Whoever leaves the list may no longer bid: their frozen deposit is freed with it.
        const released =
          removed.length === 0
            ? []
            : await ledger.releaseForLots(
                [lotId],
                { userIds: removed, note: '已被委托方移出定向竞买人名单，保证金释放退还', now },
                tx,
              );
        return { releasedDeposits: released.length };
      });
    },

    async listSpecifiedBidders(lotId) {
      const rows = await db
        .select({
          userId: users.id,
          phone: users.phone,
          actualName: users.actualName,
          username: users.username,
        })
        .from(lotSpecifiedBidders)
        .innerJoin(users, eq(users.id, lotSpecifiedBidders.userId))
        .where(eq(lotSpecifiedBidders.lotId, lotId))
        .orderBy(asc(lotSpecifiedBidders.createdAt));
      return rows.map((row) => ({
        userId: row.userId,
        phone: row.phone,
        name: row.actualName ?? row.username ?? row.phone,
      }));
    },

    async isSpecifiedBidder(lotId, userId) {
      const [row] = await db
        .select({ lotId: lotSpecifiedBidders.lotId })
        .from(lotSpecifiedBidders)
        .where(and(eq(lotSpecifiedBidders.lotId, lotId), eq(lotSpecifiedBidders.userId, userId)));
      return row !== undefined;
    },

    async findUsersByPhones(phones) {
      if (phones.length === 0) return [];
      return db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones));
    },

    async viewingsOf(lotIds) {
      if (lotIds.length === 0) return [];
      return db
        .select()
        .from(lotViewings)
        .where(inArray(lotViewings.lotId, lotIds))
        .orderBy(asc(lotViewings.startsAt), asc(lotViewings.id));
    },

    async specifiedBiddersOf(lotIds) {
      if (lotIds.length === 0) return [];
      const rows = await db
        .select({
          lotId: lotSpecifiedBidders.lotId,
          userId: users.id,
          phone: users.phone,
          actualName: users.actualName,
          username: users.username,
        })
        .from(lotSpecifiedBidders)
        .innerJoin(users, eq(users.id, lotSpecifiedBidders.userId))
        .where(inArray(lotSpecifiedBidders.lotId, lotIds))
        .orderBy(asc(lotSpecifiedBidders.createdAt), asc(users.id));
      return rows.map((row) => ({
        lotId: row.lotId,
        userId: row.userId,
        phone: row.phone,
        name: row.actualName ?? row.username ?? row.phone,
      }));
    },

    async specifiedOrgsOf(lotIds) {
      if (lotIds.length === 0) return [];
      return db
        .select({ lotId: lotSpecifiedOrgs.lotId, ...certifiedCompanyColumns })
        .from(lotSpecifiedOrgs)
        .innerJoin(organisations, eq(organisations.id, lotSpecifiedOrgs.orgId))
        .where(inArray(lotSpecifiedOrgs.lotId, lotIds))
        .orderBy(asc(lotSpecifiedOrgs.createdAt), asc(organisations.id));
    },

    async certifiedCompanies(orgIds) {
      if (orgIds.length === 0) return [];
      return certifiedCompaniesWhere(inArray(organisations.id, orgIds));
    },

    async searchCertifiedCompanies(keyword, limit) {
      const pattern = containing(keyword);
      return certifiedCompaniesWhere(
        or(ilike(organisations.name, pattern), ilike(organisations.companyCode, pattern)),
      )
        .orderBy(asc(organisations.name))
        .limit(limit);
    },
  };
}
