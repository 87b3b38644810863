import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { depositEntries, deposits, lots, users } from '../../db/schema';
import { registeredAccountOfDeposit, type RegisteredAccount } from './deposit-payer';
import type { DepositRecord } from './deposits.queries';

/** The steps a person takes on a deposit: the last one names its reviewer in the list. */
const REVIEW_KINDS = ['paid', 'rejected', 'returned'] as const;

const ACTORS = 'actors';
/** The person who took a step (raw SQL renders an alias by its name only: see lastReview). */
const actors = aliasedTable(users, ACTORS);
const personName = (table: typeof users) =>
  sql<string>`coalesce(${table.actualName}, ${table.username}, ${table.phone})`;

/** The latest review step of the deposit in the outer query, as a correlated subquery. */
const lastReview = (column: SQL) => sql`(
  select ${column} from ${depositEntries}
    join ${users} ${sql.identifier(ACTORS)} on ${actors.id} = ${depositEntries.actorUserId}
   where ${depositEntries.depositId} = ${deposits.id}
     and ${inArray(depositEntries.kind, [...REVIEW_KINDS])}
   order by ${depositEntries.createdAt} desc, ${depositEntries.id} desc
   limit 1)`;

const auditRow = {
  ...getTableColumns(deposits),
  lotTitle: lots.title,
  lotNo: lots.lotNo,
  lotStatus: lots.status,
  lotStartsAt: lots.startsAt,
  lotDepositFen: lots.depositFen,
  bidderName: personName(users),
  bidderPhone: users.phone,
  /** The bidder's tenant: an auditor reviews only their own tenant's deposits. */
  tenantId: users.tenantId,
  reviewerName: sql<string | null>`${lastReview(personName(actors))}`,
  // Read through the column's own mapping, as a Date (null when nobody has reviewed it yet).
  reviewedAt: sql<Date | null>`${lastReview(sql`${depositEntries.createdAt}`)}`.mapWith(
    depositEntries.createdAt,
  ),
  registeredAccount: registeredAccountOfDeposit,
  /** The refund transfer's bank reference, as the auditor who returned it recorded it. */
  returnTransferReference: sql<string | null>`(
    select ${depositEntries.transferReference} from ${depositEntries}
     where ${depositEntries.depositId} = ${deposits.id} and ${depositEntries.kind} = 'returned'
     order by ${depositEntries.createdAt} desc, ${depositEntries.id} desc limit 1)`,
};

export type DepositAuditRecord = DepositRecord & {
  lotTitle: string;
  lotNo: string;
  lotStatus: (typeof lots.$inferSelect)['status'];
  lotStartsAt: Date;
  lotDepositFen: number;
  bidderName: string;
  bidderPhone: string | null;
  tenantId: number;
  reviewerName: string | null;
  reviewedAt: Date | null;
  registeredAccount: RegisteredAccount | null;
  returnTransferReference: string | null;
};

export interface DepositAuditFilter {
  tenantId: number;
  status?: DepositRecord['status'];
  lotId?: number;
  /** Lot number or title, in part. */
  lotKeyword?: string;
  /** Bidder's name, sign-in name or phone, in part. */
  bidderKeyword?: string;
  /** Submitted at or after, and before (the day after the last day asked for). */
  submittedFrom?: Date;
  submittedBefore?: Date;
  offset: number;
  limit: number;
}

function whereOf(filter: DepositAuditFilter): SQL | undefined {
  const lot = filter.lotKeyword;
  const bidder = filter.bidderKeyword;
  return and(
    eq(users.tenantId, filter.tenantId),
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.lotId !== undefined ? eq(deposits.lotId, filter.lotId) : undefined,
    lot ? or(ilike(lots.lotNo, containing(lot)), ilike(lots.title, containing(lot))) : undefined,
    bidder
      ? or(
          ilike(users.actualName, containing(bidder)),
          ilike(users.username, containing(bidder)),
          ilike(users.phone, containing(bidder)),
        )
      : undefined,
    filter.submittedFrom ? gte(deposits.submittedAt, filter.submittedFrom) : undefined,
    filter.submittedBefore ? lt(deposits.submittedAt, filter.submittedBefore) : undefined,
  );
}

/**
 * Reads for the deposit auditors. Returns waiting to be paid back come oldest release first:
 * each is due 24 h after its release, so the overdue ones lead.
 */
export function createDepositAuditReads(db: Db) {
  const withNames = () =>
    db
      .select(auditRow)
      .from(deposits)
      .innerJoin(lots, eq(lots.id, deposits.lotId))
      .innerJoin(users, eq(users.id, deposits.userId));

  return {
    async auditPage(filter: DepositAuditFilter) {
      const where = whereOf(filter);
      const order =
        filter.status === 'returning'
          ? [asc(deposits.releasedAt), asc(deposits.id)]
          : [desc(deposits.updatedAt), desc(deposits.id)];
      const [records, totals] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(...order)
          .offset(filter.offset)
          .limit(filter.limit),
        db
          .select({ total: count() })
          .from(deposits)
          .innerJoin(lots, eq(lots.id, deposits.lotId))
          .innerJoin(users, eq(users.id, deposits.userId))
          .where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    async auditFind(id: number): Promise<DepositAuditRecord | undefined> {
      const [row] = await withNames().where(eq(deposits.id, id));
      return row;
    },

    /** A bidder's latest deposit for a lot, with its tenant: what a statement's reference names. */
    async auditFindFor(lotId: number, userId: number): Promise<DepositAuditRecord | undefined> {
      const [row] = await withNames()
        .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId)))
        .orderBy(desc(deposits.id))
        .limit(1);
      return row;
    },

    /** The tenant's deposits waiting for their money, of this amount, the longest waiting first. */
    async submittedWithAmount(tenantId: number, amountFen: number): Promise<DepositAuditRecord[]> {
      return withNames()
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(deposits.status, 'submitted'),
            eq(deposits.amountFen, amountFen),
          ),
        )
        .orderBy(asc(deposits.submittedAt), asc(deposits.id))
        .limit(20);
    },

    /** The history with who took each step (null: the system). */
    async entriesWithActors(depositId: number) {
      return db
        .select({
          ...getTableColumns(depositEntries),
          actorName: sql<
            string | null
          >`case when ${actors.id} is null then null else ${personName(actors)} end`,
        })
        .from(depositEntries)
        .leftJoin(actors, eq(actors.id, depositEntries.actorUserId))
        .where(eq(depositEntries.depositId, depositId))
        .orderBy(asc(depositEntries.createdAt), asc(depositEntries.id));
    },
  };
}
