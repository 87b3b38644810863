import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation } from '../../db/pg-errors';
import { containing } from '../../db/like';
import {
  bulletinAudits,
  bulletins,
  lotSpecifiedBidders,
  lotSpecifiedOrgs,
  lots,
  lotViewings,
  organisations,
  userOrganisations,
  users,
} from '../../db/schema';
import {
  createLotDetailsRepository,
  type BulletinsLedger,
  type LotDetailsRepository,
  type NewViewing,
} from './lot-details.repository';
import { takeBackLots, type TakenBackLot } from './lot-revocation.repository';

export type { BulletinsLedger, CertifiedCompany, NewViewing, ViewingRecord } from './lot-details.repository';

export type BulletinRecord = typeof bulletins.$inferSelect & { sellerName: string };
export type LotRecord = typeof lots.$inferSelect;
export type NewLot = Omit<typeof lots.$inferInsert, 'id' | 'bulletinId' | 'lotNo' | 'seq'>;

/**
 * What a lot is entered with beside its row. Each list given replaces the lot's; one left out
 * keeps what the lot at the same position had before (kept on its own screens).
 */
export interface LotExtras {
  viewings?: NewViewing[];
  specifiedUserIds?: number[];
  specifiedOrgIds?: number[];
}

export type BulletinEventRecord = typeof bulletinAudits.$inferSelect & { actorName: string };
export type BulletinStatus = BulletinRecord['status'];

/** Raised when lots cannot be replaced because deposits or bids refer to them. */
export class LotsInUseError extends Error {}

export interface TransitionChange {
  to: BulletinStatus;
  submittedAt?: Date;
  publishedAt?: Date | null;
  withdrawnAt?: Date;
  rejectReason?: string | null;
}

export interface BulletinsRepository extends LotDetailsRepository {
  transaction<T>(work: (repository: BulletinsRepository) => Promise<T>): Promise<T>;
  create(input: {
    tenantId: number;
    sellerOrgId: number;
    createdBy: number;
    title: string;
    bodyHtml: string;
    now: Date;
    bulletinNoPrefix: string;
    lots: NewLot[];
    extras?: LotExtras[];
  }): Promise<{ bulletinId: number; lotIds: number[] }>;
  replaceLots(
    bulletin: { id: number; bulletinNo: string },
    newLots: NewLot[],
    extras?: LotExtras[],
  ): Promise<number[]>;
  updateContent(
    id: number,
    content: { title: string; bodyHtml: string; status: BulletinStatus },
    now: Date,
  ): Promise<void>;
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
  transition(id: number, from: BulletinStatus[], change: TransitionChange, now: Date): Promise<boolean>;
  setLotStatuses(
    bulletinId: number,
    from: LotRecord['status'][],
    to: LotRecord['status'],
    now: Date,
  ): Promise<void>;
  /** Frees the frozen deposits of lots (of these users only, when given), in this repository's transaction. */
  releaseDeposits(lotIds: number[], options: { userIds?: number[]; note: string; now: Date }): Promise<void>;
  remove(id: number): Promise<void>;
  setCommission(id: number, commissionBps: number | null, now: Date): Promise<void>;
  recordAudit(entry: typeof bulletinAudits.$inferInsert): Promise<void>;
  /** Submissions, reviews and withdrawals, oldest first, with who did them. */
  historyOf(bulletinId: number): Promise<BulletinEventRecord[]>;
  /** Each bulletin's newest review (approve, reject or revoke), with the reviewer's name. */
  lastReviewsOf(bulletinIds: number[]): Promise<Map<number, BulletinEventRecord>>;
  /** How many of an organisation's bulletins each status holds. */
  countByStatus(sellerOrgId: number): Promise<Array<{ status: BulletinStatus; count: number }>>;
  /** Whether a user belongs to an organisation, whichever one they act for now. */
  isOrganisationMember(userId: number, orgId: number): Promise<boolean>;
  findLot(lotId: number): Promise<LotRecord | undefined>;
  /** 发布后驳回's part on the lots, in this repository's transaction (see takeBackLots). */
  takeBackLots(bulletinId: number, now: Date): Promise<TakenBackLot[] | null>;
}

export function createBulletinsRepository(db: DbOrTx, ledger: BulletinsLedger): BulletinsRepository {
  const withSeller = () =>
    db
      .select({ ...getTableColumns(bulletins), sellerName: organisations.name })
      .from(bulletins)
      .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId));

  const insertLots = async (bulletin: { id: number; bulletinNo: string }, newLots: NewLot[]) => {
    if (newLots.length === 0) return [];
    const rows = await db
      .insert(lots)
      .values(
        newLots.map((lot, index) => ({
          ...lot,
          bulletinId: bulletin.id,
          seq: index + 1,
          lotNo: `${bulletin.bulletinNo}-${String(index + 1).padStart(2, '0')}`,
        })),
      )
      .returning({ id: lots.id });
    return rows.map((row) => row.id);
  };

  return {
    ...createLotDetailsRepository(db, ledger),
    transaction: (work) => db.transaction((tx) => work(createBulletinsRepository(tx, ledger))),

    async create(input) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(bulletins)
          .values({
            // A unique stand-in until the id is known (replaced two statements later).
            bulletinNo: `${input.bulletinNoPrefix}~${randomBytes(6).toString('hex')}`,
            tenantId: input.tenantId,
            sellerOrgId: input.sellerOrgId,
            createdBy: input.createdBy,
            title: input.title,
            bodyHtml: input.bodyHtml,
            status: 'draft',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning({ id: bulletins.id });
        if (!created) throw new Error('bulletin insert returned nothing');
        // The number shows the day and the id: unique, and readable over the phone.
        const bulletinNo = `${input.bulletinNoPrefix}${String(created.id).padStart(5, '0')}`;
        await tx.update(bulletins).set({ bulletinNo }).where(eq(bulletins.id, created.id));
        const lotIds = await createBulletinsRepository(tx, ledger).replaceLots(
          { id: created.id, bulletinNo },
          input.lots,
          input.extras,
        );
        return { bulletinId: created.id, lotIds };
      });
    },

    /**
     * New lots in place of the old, with their viewings and 定向 lists: as given, or for a list
     * left out, carried over from the old lot at the same position (while still restricted).
     */
    async replaceLots(bulletin, newLots, extras = []) {
      const old = await db
        .select({ id: lots.id, seq: lots.seq })
        .from(lots)
        .where(eq(lots.bulletinId, bulletin.id));
      const oldIds = old.map((lot) => lot.id);
      const [viewings, specified, specifiedOrgs] =
        oldIds.length === 0
          ? [[], [], []]
          : await Promise.all([
              db.select().from(lotViewings).where(inArray(lotViewings.lotId, oldIds)),
              db.select().from(lotSpecifiedBidders).where(inArray(lotSpecifiedBidders.lotId, oldIds)),
              db.select().from(lotSpecifiedOrgs).where(inArray(lotSpecifiedOrgs.lotId, oldIds)),
            ]);
      try {
        await db.delete(lots).where(eq(lots.bulletinId, bulletin.id));
      } catch (error) {
        if (isReferenceViolation(error)) throw new LotsInUseError();
        throw error;
      }
      const newIds = await insertLots(bulletin, newLots);
      const seqOf = new Map(old.map((lot) => [lot.id, lot.seq]));
      const positionOf = (oldLotId: number) => (seqOf.get(oldLotId) ?? 0) - 1;
      const restricted = (index: number) => newLots[index]?.restricted === true;
      const createdAt = newLots[0]?.createdAt ?? new Date();

      const newViewings = newIds.flatMap((lotId, index) => {
        const given = extras[index]?.viewings;
        const carried = viewings
          .filter((viewing) => positionOf(viewing.lotId) === index)
          .map(({ id: _id, lotId: _old, ...viewing }) => viewing);
        return (given ?? carried).map((viewing) => ({ ...viewing, lotId }));
      });
      const newBidders = newIds.flatMap((lotId, index) => {
        if (!restricted(index)) return [];
        const given = extras[index]?.specifiedUserIds;
        if (given) return given.map((userId) => ({ lotId, userId, createdAt }));
        return specified
          .filter((entry) => positionOf(entry.lotId) === index)
          .map((entry) => ({ ...entry, lotId }));
      });
      const newOrgs = newIds.flatMap((lotId, index) => {
        if (!restricted(index)) return [];
        const given = extras[index]?.specifiedOrgIds;
        if (given) return given.map((orgId) => ({ lotId, orgId, createdAt }));
        return specifiedOrgs
          .filter((entry) => positionOf(entry.lotId) === index)
          .map((entry) => ({ ...entry, lotId }));
      });
      if (newViewings.length > 0) await db.insert(lotViewings).values(newViewings);
      if (newBidders.length > 0) await db.insert(lotSpecifiedBidders).values(newBidders);
      if (newOrgs.length > 0) await db.insert(lotSpecifiedOrgs).values(newOrgs);
      return newIds;
    },

    async updateContent(id, content, now) {
      await db
        .update(bulletins)
        .set({ ...content, rejectReason: content.status === 'draft' ? null : undefined, updatedAt: now })
        .where(eq(bulletins.id, id));
    },

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

    async transition(id, from, change, now) {
      const rows = await db
        .update(bulletins)
        .set({
          status: change.to,
          updatedAt: now,
          ...(change.submittedAt ? { submittedAt: change.submittedAt } : {}),
          ...(change.publishedAt !== undefined ? { publishedAt: change.publishedAt } : {}),
          ...(change.withdrawnAt ? { withdrawnAt: change.withdrawnAt } : {}),
          ...(change.rejectReason !== undefined ? { rejectReason: change.rejectReason } : {}),
        })
        .where(and(eq(bulletins.id, id), inArray(bulletins.status, from)))
        .returning({ id: bulletins.id });
      return rows.length === 1;
    },

    async setLotStatuses(bulletinId, from, to, now) {
      await db
        .update(lots)
        .set({ status: to, updatedAt: now })
        .where(and(eq(lots.bulletinId, bulletinId), inArray(lots.status, from)));
    },

    async releaseDeposits(lotIds, options) {
      await ledger.releaseForLots(lotIds, options, db);
    },

    async remove(id) {
      try {
        await db.delete(bulletins).where(eq(bulletins.id, id));
      } catch (error) {
        if (isReferenceViolation(error)) throw new LotsInUseError();
        throw error;
      }
    },

    async setCommission(id, commissionBps, now) {
      await db.update(bulletins).set({ commissionBps, updatedAt: now }).where(eq(bulletins.id, id));
    },

    async recordAudit(entry) {
      await db.insert(bulletinAudits).values(entry);
    },

    async historyOf(bulletinId) {
      const rows = await db
        .select({
          ...getTableColumns(bulletinAudits),
          actualName: users.actualName,
          username: users.username,
          phone: users.phone,
        })
        .from(bulletinAudits)
        .innerJoin(users, eq(users.id, bulletinAudits.auditorUserId))
        .where(eq(bulletinAudits.bulletinId, bulletinId))
        .orderBy(asc(bulletinAudits.createdAt), asc(bulletinAudits.id));
      return rows.map(({ actualName, username, phone, ...entry }) => ({
        ...entry,
        actorName: actualName ?? username ?? phone,
      }));
    },

    async lastReviewsOf(bulletinIds) {
      if (bulletinIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([bulletinAudits.bulletinId], {
          ...getTableColumns(bulletinAudits),
          actualName: users.actualName,
          username: users.username,
          phone: users.phone,
        })
        .from(bulletinAudits)
        .innerJoin(users, eq(users.id, bulletinAudits.auditorUserId))
        .where(
          and(
            inArray(bulletinAudits.bulletinId, bulletinIds),
            inArray(bulletinAudits.action, ['approve', 'reject', 'revoke']),
          ),
        )
        .orderBy(bulletinAudits.bulletinId, desc(bulletinAudits.createdAt), desc(bulletinAudits.id));
      return new Map(
        rows.map(({ actualName, username, phone, ...entry }) => [
          entry.bulletinId,
          { ...entry, actorName: actualName ?? username ?? phone },
        ]),
      );
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

    takeBackLots: (bulletinId, now) => takeBackLots(db, bulletinId, now),
  };
}

/** Statuses visible to the public. */
export const PUBLIC_BULLETIN_STATUSES: BulletinStatus[] = ['published', 'bidding', 'ended'];
