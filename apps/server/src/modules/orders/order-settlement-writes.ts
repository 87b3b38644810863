import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { recordWebhookEvent } from '../webhooks';

/** The seller's system hears the money is on its way, in the settlement's transaction. */
async function recordSettled(
  tx: DbOrTx,
  row: { id: number; orderNo: string; sellerOrgId: number },
  input: { amountFen: number; reference: string; now: Date },
) {
  await recordWebhookEvent(tx, {
    type: 'order.settled',
    orgIds: [row.sellerOrgId],
    data: {
      orderId: row.id,
      orderNo: row.orderNo,
      settledFen: input.amountFen,
      reference: input.reference,
      settledAt: input.now.toISOString(),
    },
    occurredAt: input.now,
  });
}

/** Where a sale's money goes, and the record of the transfer that sent it there. */
export function createOrderSettlementWrites(db: Db) {
  return {
    /**
     * Records the platform's transfer to the seller. Only a confirmed, unsettled payment
     * qualifies, in the same statement, so two settlers racing cannot both pay the seller.
     */
    async settle(input: {
      id: number;
      amountFen: number;
      /** The reviewed account the money went to: kept as it was, whatever happens to it later. */
      account: {
        id: number;
        accountName: string;
        bankName: string;
        bankNumber: string;
        interbankAccount: string;
      };
      reference: string;
      voucherFileId: string | null;
      userId: number;
      now: Date;
    }) {
      const { account } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            settlementAccountId: account.id,
            settlementAccountName: account.accountName,
            settlementBankName: account.bankName,
            settlementBankNumber: account.bankNumber,
            settlementInterbank: account.interbankAccount,
            settledFen: input.amountFen,
            settledAt: input.now,
            settledBy: input.userId,
            settlementReference: input.reference,
            settlementVoucherFileId: input.voucherFileId,
            updatedAt: input.now,
          })
          .where(
            and(
              eq(orders.id, input.id),
              inArray(orders.status, ['paid', 'completed']),
              isNull(orders.settledAt),
              // A correction may retire the account while the settler looks at it.
              sql`exists (select 1 from settlement_accounts a where a.id = ${account.id} and a.retired_at is null)`,
            ),
          )
          .returning({ id: orders.id, orderNo: orders.orderNo, sellerOrgId: orders.sellerOrgId });
        if (row) await recordSettled(tx, row, input);
        return row !== undefined;
      });
    },

    /**
     * The reviewed account this sale is settled to (an account typed before accounts were reviewed
     * is dropped); refused (false) once the order can no longer be settled.
     */
    async setSettlementAccount(input: { id: number; accountId: number; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          settlementAccountId: input.accountId,
          settlementAccountName: null,
          settlementBankName: null,
          settlementBankNumber: null,
          settlementInterbank: null,
          updatedAt: input.now,
        })
        // Settled money has gone to the old account: changing it now would misstate the record.
        .where(and(eq(orders.id, input.id), sql`${orders.status} <> 'defaulted'`, isNull(orders.settledAt)))
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}

/** The end of an order: the paid goods are taken away. */
export function createOrderPickupWrites(db: Db) {
  return {
    /** Paid goods taken away, on that day with that weight: the order is complete. */
    async confirmPickup(input: {
      id: number;
      userId: number;
      pickedUpOn: string;
      weighedQuantity: number;
      remark: string | null;
      now: Date;
    }) {
      const { id, now } = input;
      const [row] = await db
        .update(orders)
        .set({
          status: 'completed',
          pickedUpAt: now,
          pickedUpBy: input.userId,
          pickedUpOn: input.pickedUpOn,
          weighedQuantity: input.weighedQuantity.toFixed(3),
          pickupRemark: input.remark,
          updatedAt: now,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** 逾期未提 on a paid order not yet picked up; false if it is no longer waiting for pickup. */
    async recordPickupOverdue(input: { id: number; userId: number; note: string; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          pickupOverdueNote: input.note,
          pickupOverdueNotedAt: input.now,
          pickupOverdueNotedBy: input.userId,
          updatedAt: input.now,
        })
        .where(and(eq(orders.id, input.id), eq(orders.status, 'paid')))
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}
