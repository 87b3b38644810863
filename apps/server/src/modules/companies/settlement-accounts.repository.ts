import type { ReviewedAccount, SettlementAccountSource } from '@lyp/shared/auction/order.schemas';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, settlementAccounts, users } from '../../db/schema';

/** An account number as the bank reads it: the spaces people type for legibility carry no meaning. */
const digitsOf = (column: typeof settlementAccounts.bankNumber | typeof organisations.bankNumber) =>
  sql`replace(${column}, ' ', '')`;

export interface ReviewedAccountInput {
  orgId: number;
  accountName: string;
  bankName: string;
  bankNumber: string;
  interbankAccount: string | null;
  source: SettlementAccountSource;
  reviewerUserId: number | null;
  now: Date;
}

/**
 * 已审核收款账户: what reviewers approved for each company. Written inside the review's own
 * transaction (approval, bank change, correction), read by the orders that settle to them.
 */
export function createSettlementAccountsRepository(db: DbOrTx) {
  return {
    /**
     * Records an account a reviewer just approved. The same number approved again (a bank change
     * back to an earlier account) refreshes its row instead of adding a second usable one.
     */
    async recordReviewed(input: ReviewedAccountInput): Promise<void> {
      const values = {
        accountName: input.accountName,
        bankName: input.bankName,
        bankNumber: input.bankNumber,
        interbankAccount: input.interbankAccount,
        source: input.source,
        reviewedBy: input.reviewerUserId,
        reviewedAt: input.now,
      };
      const [refreshed] = await db
        .update(settlementAccounts)
        .set(values)
        .where(
          and(
            eq(settlementAccounts.orgId, input.orgId),
            isNull(settlementAccounts.retiredAt),
            sql`${digitsOf(settlementAccounts.bankNumber)} = ${input.bankNumber.replaceAll(' ', '')}`,
          ),
        )
        .returning({ id: settlementAccounts.id });
      if (refreshed) return;
      await db.insert(settlementAccounts).values({ ...values, orgId: input.orgId, createdAt: input.now });
    },

    /** A reviewer corrected this number away: it was wrong, and nothing more is settled to it. */
    async retire(orgId: number, bankNumber: string, reason: string, now: Date): Promise<void> {
      await db
        .update(settlementAccounts)
        .set({ retiredAt: now, retiredReason: reason })
        .where(
          and(
            eq(settlementAccounts.orgId, orgId),
            isNull(settlementAccounts.retiredAt),
            sql`${digitsOf(settlementAccounts.bankNumber)} = ${bankNumber.replaceAll(' ', '')}`,
          ),
        );
    },

    /** The company's usable reviewed accounts, the one in force first, then the newest. */
    async listUsable(orgId: number): Promise<ReviewedAccount[]> {
      const rows = await db
        .select({
          id: settlementAccounts.id,
          accountName: settlementAccounts.accountName,
          bankName: settlementAccounts.bankName,
          bankNumber: settlementAccounts.bankNumber,
          interbankAccount: settlementAccounts.interbankAccount,
          source: settlementAccounts.source,
          reviewedAt: settlementAccounts.reviewedAt,
          reviewerName: sql<string | null>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
          inForce: sql<boolean>`coalesce(${digitsOf(settlementAccounts.bankNumber)} = ${digitsOf(organisations.bankNumber)}, false)`,
        })
        .from(settlementAccounts)
        .innerJoin(organisations, eq(organisations.id, settlementAccounts.orgId))
        .leftJoin(users, eq(users.id, settlementAccounts.reviewedBy))
        .where(and(eq(settlementAccounts.orgId, orgId), isNull(settlementAccounts.retiredAt)))
        .orderBy(
          desc(sql`${digitsOf(settlementAccounts.bankNumber)} = ${digitsOf(organisations.bankNumber)}`),
          desc(settlementAccounts.reviewedAt),
          asc(settlementAccounts.id),
        );
      return rows.map((row) => ({
        ...row,
        interbankAccount: row.interbankAccount ?? '',
        reviewedAt: row.reviewedAt.toISOString(),
      }));
    },
  };
}

export type SettlementAccountsRepository = ReturnType<typeof createSettlementAccountsRepository>;
