import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, depositEntries, deposits, lots, organisations, users } from '../../db/schema';
import { createDepositAuditReads } from './deposit-audit.repository';
import { createDepositLedger } from './deposit-ledger.repository';
import { registeredAccountOfDeposit, type RegisteredAccount } from './deposit-payer';

export type { DepositAuditFilter, DepositAuditRecord } from './deposit-audit.repository';
export type { LotForConfirmation } from './deposit-ledger.repository';

export type DepositRecord = typeof deposits.$inferSelect;
export type DepositEntryRecord = typeof depositEntries.$inferSelect;
export type DepositRow = DepositRecord & {
  lotTitle: string;
  lotNo: string;
  bidderName: string;
  registeredAccount: RegisteredAccount | null;
};

/** The lot fields deposits and bidding need, with its bulletin's seller and status. */
export interface LotForDeposit {
  id: number;
  title: string;
  status: (typeof lots.$inferSelect)['status'];
  depositFen: number;
  restricted: boolean;
  startsAt: Date;
  endsAt: Date;
  sellerOrgId: number;
  bulletinStatus: (typeof bulletins.$inferSelect)['status'];
}

const depositRow = {
  ...getTableColumns(deposits),
  lotTitle: lots.title,
  lotNo: lots.lotNo,
  bidderName: sql<string>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
  registeredAccount: registeredAccountOfDeposit,
};

export function createDepositsRepository(db: Db) {
  const withNames = () =>
    db
      .select(depositRow)
      .from(deposits)
      .innerJoin(lots, eq(lots.id, deposits.lotId))
      .innerJoin(users, eq(users.id, deposits.userId));

  return {
    // The movements of money (confirm, release, return, apply, forfeit) live in the ledger.
    ...createDepositLedger(db),
    // The auditors' list and history, with names of bidders and reviewers.
    ...createDepositAuditReads(db),

    async lotForDeposit(lotId: number): Promise<LotForDeposit | undefined> {
      const [row] = await db
        .select({
          id: lots.id,
          title: lots.title,
          status: lots.status,
          depositFen: lots.depositFen,
          restricted: lots.restricted,
          startsAt: lots.startsAt,
          endsAt: lots.endsAt,
          sellerOrgId: bulletins.sellerOrgId,
          bulletinStatus: bulletins.status,
        })
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .where(eq(lots.id, lotId));
      return row;
    },

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
      offset: number;
      limit: number;
    }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(deposits.status, filter.status));
      if (filter.lotId !== undefined) conditions.push(eq(deposits.lotId, filter.lotId));
      if (filter.userId !== undefined) conditions.push(eq(deposits.userId, filter.userId));
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

    /**
     * A voucher for review: a new deposit (the first, or one after a released one), or a new try
     * on a rejected one. Answers nothing while another live deposit stands.
     */
    async submit(input: {
      lotId: number;
      userId: number;
      orgId: number;
      amountFen: number;
      voucherFileId: string;
      remark: string | null;
      /** The account the bidder says the money came from, if they said. */
      payer: { name: string | null; account: string; bank: string | null } | null;
      now: Date;
    }): Promise<DepositRecord | undefined> {
      const payer = {
        payerName: input.payer?.name ?? null,
        payerAccount: input.payer?.account ?? null,
        payerBank: input.payer?.bank ?? null,
        payerSource: input.payer ? ('voucher' as const) : null,
      };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(deposits)
          .values({
            lotId: input.lotId,
            userId: input.userId,
            orgId: input.orgId,
            amountFen: input.amountFen,
            status: 'submitted',
            voucherFileId: input.voucherFileId,
            payerRemark: input.remark,
            ...payer,
            submittedAt: input.now,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoUpdate({
            // The one live deposit per bidder and lot (the partial unique index).
            target: [deposits.lotId, deposits.userId],
            targetWhere: sql`${deposits.status} not in ('returning', 'returned')`,
            set: {
              status: 'submitted',
              voucherFileId: input.voucherFileId,
              payerRemark: input.remark,
              ...payer,
              rejectReason: null,
              submittedAt: input.now,
              updatedAt: input.now,
            },
            // Only a rejected deposit may be tried again; anything else stays as it is.
            setWhere: eq(deposits.status, 'rejected'),
          })
          .returning();
        if (row) {
          await tx.insert(depositEntries).values({
            depositId: row.id,
            kind: 'submitted',
            amountFen: row.amountFen,
            actorUserId: input.userId,
            note: input.remark,
            createdAt: input.now,
          });
        }
        return row;
      });
    },

    /** Where deposits are paid: the platform operator's account. */
    async platformAccount() {
      const [org] = await db
        .select({
          name: organisations.name,
          bankName: organisations.bankName,
          bankNumber: organisations.bankNumber,
          interbankAccount: organisations.interbankAccount,
        })
        .from(organisations)
        .where(eq(organisations.type, 'platform'))
        .limit(1);
      return org;
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

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
