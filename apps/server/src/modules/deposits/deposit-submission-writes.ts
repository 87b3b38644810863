import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositEntries, deposits } from '../../db/schema';
import type { DepositRecord } from './deposits.queries';

/** A bidder's voucher, kept with its history entry in one transaction. */
export function createDepositSubmissionWrites(db: Db) {
  return {
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
  };
}
