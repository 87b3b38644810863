import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositEntries, deposits, lots, users } from '../../db/schema';
import { registeredAccountOfDeposit, type RegisteredAccount } from './deposit-payer';

export type DepositRecord = typeof deposits.$inferSelect;
export type DepositEntryRecord = typeof depositEntries.$inferSelect;
export type DepositRow = DepositRecord & {
  lotTitle: string;
  lotNo: string;
  lotStatus: (typeof lots.$inferSelect)['status'];
  lotStartsAt: Date;
  bidderName: string;
  registeredAccount: RegisteredAccount | null;
};

const depositRow = {
  ...getTableColumns(deposits),
  lotTitle: lots.title,
  lotNo: lots.lotNo,
  lotStatus: lots.status,
  lotStartsAt: lots.startsAt,
  bidderName: sql<string>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
  registeredAccount: registeredAccountOfDeposit,
};

/** Deposits with their lot and bidder named: one, the bidder's latest for a lot, or a page. */
export function createDepositQueries(db: Db) {
  const withNames = () =>
    db
      .select(depositRow)
      .from(deposits)
      .innerJoin(lots, eq(lots.id, deposits.lotId))
      .innerJoin(users, eq(users.id, deposits.userId));

  return {
    async find(id: number): Promise<DepositRow | undefined> {
      const [row] = await withNames().where(eq(deposits.id, id));
      return row;
    },

    /** The user's latest deposit for a lot: the live one, or else the last released one. */
    async findFor(lotId: number, userId: number): Promise<DepositRow | undefined> {
      const [row] = await withNames()
        .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId)))
        .orderBy(desc(deposits.id))
        .limit(1);
      return row;
    },

    async entries(depositIds: number[]): Promise<DepositEntryRecord[]> {
      if (depositIds.length === 0) return [];
      return db
        .select()
        .from(depositEntries)
        .where(inArray(depositEntries.depositId, depositIds))
        .orderBy(asc(depositEntries.createdAt), asc(depositEntries.id));
    },

    async list(filter: {
      status?: DepositRecord['status'];
      lotId?: number;
      userId?: number;
      /** One organisation's deposits only (an API client's). */
      orgId?: number | undefined;
      offset: number;
      limit: number;
    }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(deposits.status, filter.status));
      if (filter.lotId !== undefined) conditions.push(eq(deposits.lotId, filter.lotId));
      if (filter.userId !== undefined) conditions.push(eq(deposits.userId, filter.userId));
      if (filter.orgId !== undefined) conditions.push(eq(deposits.orgId, filter.orgId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [records, totals] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(deposits.updatedAt), desc(deposits.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(deposits).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    /** Whether a user's deposit for a lot is paid and frozen: the condition to bid. */
    async isFrozen(lotId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: deposits.id })
        .from(deposits)
        .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'frozen')));
      return row !== undefined;
    },
  };
}
