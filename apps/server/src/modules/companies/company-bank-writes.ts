import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCertifications } from '../../db/schema';
import type { BankAccount, CompanyCertRecord } from './company-cert.types';

/** An approved application with no bank change waiting for review. */
const approvedWithNoChangeWaiting = (id: number) =>
  and(
    eq(companyCertifications.id, id),
    eq(companyCertifications.status, 'approved'),
    sql`${companyCertifications.bankChangeStatus} is distinct from 'submitted'`,
  );

/** Writes of an approved company's bank account: its changes and their review, and corrections. */
export function createCompanyBankWrites(db: DbOrTx) {
  return {
    /** A bank change of an approved company; undefined when one is already waiting (or not approved). */
    async requestBankChange(
      id: number,
      bank: BankAccount & { proofFileId: string },
      now: Date,
    ): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({
          pendingBankName: bank.bankName,
          pendingBankNumber: bank.bankNumber,
          pendingInterbank: bank.interbankAccount,
          bankChangeProofFileId: bank.proofFileId,
          bankChangeStatus: 'submitted',
          bankChangeSubmittedAt: now,
          bankChangeReviewedAt: null,
          bankChangeReviewedBy: null,
          bankChangeRejectReason: null,
          updatedAt: now,
        })
        .where(approvedWithNoChangeWaiting(id))
        .returning();
      return row;
    },

    /**
     * A reviewer's correction of an approved company's account in force; undefined when the
     * application is no longer approved or a bank change came in meanwhile.
     */
    async correctBank(id: number, bank: BankAccount, now: Date): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({ ...bank, updatedAt: now })
        .where(approvedWithNoChangeWaiting(id))
        .returning();
      return row;
    },

    /** Approves (the pending account replaces the current one) or rejects the waiting bank change. */
    async reviewBankChange(
      id: number,
      values: { approved: boolean; reason: string | null; reviewerUserId: number; now: Date },
    ): Promise<CompanyCertRecord | undefined> {
      const { now } = values;
      const set = values.approved
        ? {
            bankName: sql`${companyCertifications.pendingBankName}`,
            bankNumber: sql`${companyCertifications.pendingBankNumber}`,
            interbankAccount: sql`${companyCertifications.pendingInterbank}`,
            pendingBankName: null,
            pendingBankNumber: null,
            pendingInterbank: null,
            bankChangeStatus: null,
            bankChangeRejectReason: null,
          }
        : { bankChangeStatus: 'rejected' as const, bankChangeRejectReason: values.reason };
      const [row] = await db
        .update(companyCertifications)
        .set({
          ...set,
          bankChangeReviewedAt: now,
          bankChangeReviewedBy: values.reviewerUserId,
          updatedAt: now,
        })
        .where(and(eq(companyCertifications.id, id), eq(companyCertifications.bankChangeStatus, 'submitted')))
        .returning();
      return row;
    },
  };
}
