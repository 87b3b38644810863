import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { bankStatementLines } from './bank-statements';
import { auditColumns, fen, timestamptz } from './columns';
import { files } from './files';
import { lots } from './lots';
import { organisations } from './tenancy';
import { users } from './users';

/**
 * 保证金: one live deposit per bidder and lot. One released (returning, returned) stays as history
 * beside a new one when the lot is published again after a withdrawal. The buckets always add
 * up (a database check): paid = frozen + returning + returned + applied + forfeited.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer()
      .notNull()
      .references(() => organisations.id),
    amountFen: fen().notNull(),
    status: varchar({
      length: 20,
      enum: ['submitted', 'rejected', 'frozen', 'returning', 'returned', 'applied', 'forfeited'],
    }).notNull(),
    voucherFileId: uuid().references(() => files.id),
    payerRemark: varchar({ length: 200 }),
    /**
     * The account the money came from, where a refund goes back to: as the bank statement
     * showed it, or as the bidder gave it with the voucher.
     */
    payerName: varchar({ length: 100 }),
    payerAccount: varchar({ length: 40 }),
    payerBank: varchar({ length: 100 }),
    payerSource: varchar({ length: 20, enum: ['statement', 'voucher'] }),
    rejectReason: varchar({ length: 200 }),
    paidFen: fen().notNull().default(0),
    frozenFen: fen().notNull().default(0),
    returningFen: fen().notNull().default(0),
    returnedFen: fen().notNull().default(0),
    appliedFen: fen().notNull().default(0),
    forfeitedFen: fen().notNull().default(0),
    submittedAt: timestamptz(),
    confirmedAt: timestamptz(),
    releasedAt: timestamptz(),
    returnedAt: timestamptz(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('deposits_lot_user_live_unique')
      .on(table.lotId, table.userId)
      .where(sql`${table.status} not in ('returning', 'returned')`),
    index().on(table.lotId, table.userId),
    index().on(table.status),
    index().on(table.userId),
    check(
      'deposits_ledger_balances',
      sql`${table.paidFen} = ${table.frozenFen} + ${table.returningFen} + ${table.returnedFen} + ${table.appliedFen} + ${table.forfeitedFen}`,
    ),
  ],
);

/** Every movement of a deposit, for its history. */
export const depositEntries = pgTable(
  'deposit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    depositId: integer()
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    kind: varchar({
      length: 20,
      enum: ['submitted', 'rejected', 'paid', 'released', 'returned', 'applied', 'forfeited'],
    }).notNull(),
    amountFen: fen().notNull(),
    actorUserId: integer().references(() => users.id),
    note: varchar({ length: 200 }),
    /** A return's bank reference (银行流水号): how the refund is traced in the bank's records. */
    transferReference: varchar({ length: 64 }),
    /** A return's transfer receipt (the file is bound as deposit_return_voucher). */
    voucherFileId: uuid().references(() => files.id),
    /** The bank statement's line that proved a payment (银行对账), its evidence. */
    statementLineId: integer().references(() => bankStatementLines.id),
    createdAt: timestamptz().notNull(),
  },
  (table) => [index().on(table.depositId)],
);
