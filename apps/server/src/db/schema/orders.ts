import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankStatementLines } from './bank-statements';
import { bulletins } from './bulletins';
import { auditColumns, fen, timestamptz } from './columns';
import { settlementAccounts } from './company';
import { files } from './files';
import { lots } from './lots';
import { organisations } from './tenancy';
import { users } from './users';

/** The buyer's order, created when a lot is sold, with the data of its 成交确认书. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar({ length: 30 }).notNull().unique(),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    bulletinId: integer()
      .notNull()
      .references(() => bulletins.id),
    sellerOrgId: integer()
      .notNull()
      .references(() => organisations.id),
    buyerUserId: integer()
      .notNull()
      .references(() => users.id),
    buyerOrgId: integer()
      .notNull()
      .references(() => organisations.id),
    priceFen: fen().notNull(),
    depositAppliedFen: fen().notNull(),
    amountDueFen: fen().notNull(),
    commissionFen: fen().notNull(),
    status: varchar({
      length: 20,
      enum: ['awaiting_payment', 'payment_submitted', 'paid', 'completed', 'defaulted'],
    }).notNull(),
    paymentDeadlineAt: timestamptz().notNull(),
    /** The buyer's transfer voucher; a submitted one stops the default clock while it is reviewed. */
    paymentVoucherFileId: uuid().references(() => files.id),
    paymentRemark: varchar({ length: 200 }),
    paymentSubmittedAt: timestamptz(),
    paymentRejectReason: varchar({ length: 200 }),
    paymentAuditedBy: integer().references(() => users.id),
    /** The bank statement's line that proved the goods payment, when it was confirmed by one. */
    paymentStatementLineId: integer().references(() => bankStatementLines.id),
    paidAt: timestamptz(),
    defaultedAt: timestamptz(),
    /** 悔拍递补 found nobody left to offer the lot to (无人递补): the seller may put it up again. */
    runnerUpEndedAt: timestamptz(),
    /** The seller's confirmation that the buyer took the goods away (提货). */
    pickedUpAt: timestamptz(),
    pickedUpBy: integer().references(() => users.id),
    /** The day the goods left, as the seller recorded it (China time). */
    pickedUpOn: date({ mode: 'string' }),
    /** 过磅数量: the weighbridge's figure at pickup, in the lot's unit. */
    weighedQuantity: numeric({ precision: 18, scale: 3 }),
    pickupRemark: varchar({ length: 200 }),
    /** 逾期未提: the seller recorded that the buyer let the pickup deadline pass, with a note. */
    pickupOverdueNote: varchar({ length: 200 }),
    pickupOverdueNotedAt: timestamptz(),
    pickupOverdueNotedBy: integer().references(() => users.id),
    /**
     * total: priceFen is the lot's price. unit (单价): the bid was per unit; priceFen is unit price ×
     * estimated quantity until the goods are weighed (过磅), then unit price × weighed quantity, and
     * commissionFen follows it. The amount on the estimate stays, as the buyer paid against it.
     */
    priceBasis: varchar({ length: 10, enum: ['total', 'unit'] })
      .notNull()
      .default('total'),
    unitPriceFen: fen(),
    estimatedQuantity: numeric({ precision: 18, scale: 3 }),
    estimatedAmountFen: fen(),
    /** 过磅 of a 单价 order (weighedQuantity above): when, by whom, with the weighbridge ticket. */
    weighedAt: timestamptz(),
    weighedBy: integer().references(() => users.id),
    weighingTicketFileId: uuid().references(() => files.id),
    /** The weighed quantity is further off the estimate than the rules allow without the buyer's word. */
    weighingNeedsBuyer: boolean().notNull().default(false),
    weighingConfirmedAt: timestamptz(),
    weighingConfirmedBy: integer().references(() => users.id),
    /** 少补: the buyer's transfer voucher for the balance, and when it was sent. */
    balanceVoucherFileId: uuid().references(() => files.id),
    balanceSubmittedAt: timestamptz(),
    /** 多退少补: the platform recorded the buyer's balance received, or its refund to the buyer sent. */
    differenceSettledAt: timestamptz(),
    differenceSettledBy: integer().references(() => users.id),
    differenceReference: varchar({ length: 64 }),
    /**
     * Whose commission applied at the close (the seller's own, the bulletin's flat rate, or the
     * platform's tiers) and those tiers as JSON; null on orders closed before this was kept.
     */
    commissionBasis: varchar({ length: 20, enum: ['seller', 'bulletin', 'platform'] }),
    commissionTiers: text(),
    /**
     * The reviewed account the seller chose for this sale (null: the company's account in force),
     * and at settlement the one the money went to.
     */
    settlementAccountId: integer().references(() => settlementAccounts.id),
    /**
     * The account as the money was sent, written at settlement. Before that, only an account typed
     * freely before accounts were reviewed (kept, marked unreviewed, and never settled to).
     */
    settlementAccountName: varchar({ length: 100 }),
    settlementBankName: varchar({ length: 100 }),
    settlementBankNumber: varchar({ length: 40 }),
    settlementInterbank: varchar({ length: 20 }),
    /**
     * The platform's transfer to the seller (结算), once the goods payment is confirmed: the
     * amount sent (price less commission, kept as sent), when, by whom, its bank reference and receipt.
     */
    settledFen: fen(),
    settledAt: timestamptz(),
    settledBy: integer().references(() => users.id),
    settlementReference: varchar({ length: 64 }),
    settlementVoucherFileId: uuid().references(() => files.id),
    /** 成交确认书 as JSON text, fixed at the close. */
    confirmation: text().notNull(),
    ...auditColumns,
  },
  (table) => [
    index().on(table.status, table.paymentDeadlineAt),
    index().on(table.buyerUserId),
    index().on(table.sellerOrgId),
    // One live order per lot: closing twice, on any number of instances, cannot sell it twice.
    uniqueIndex('orders_lot_live_unique')
      .on(table.lotId)
      .where(sql`${table.status} <> 'defaulted'`),
  ],
);
