import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { RUNNER_UP_OFFER_STATUSES } from '@lyp/shared/auction/runner-up-offer.schemas';
import { fen, timestamptz } from './columns';
import { lots } from './lots';
import { orders } from './orders';
import { users } from './users';

/**
 * 悔拍递补: each offer of a defaulted lot to a runner-up, at their own highest bid. One open
 * offer per lot at most (a partial unique index), every change made under the lot's row lock:
 * neither a crash nor two instances can leave two live offers.
 */
export const runnerUpOffers = pgTable(
  'runner_up_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    /** The order whose default the chain answers. */
    defaultedOrderId: integer()
      .notNull()
      .references(() => orders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Their own highest bid (per unit on a 单价 lot), and the goods amount it makes. */
    bidFen: fen().notNull(),
    amountFen: fen().notNull(),
    status: varchar({ length: 20, enum: RUNNER_UP_OFFER_STATUSES }).notNull(),
    deadlineAt: timestamptz().notNull(),
    /** Their deposit was still frozen when offered (保留次高出价人保证金). */
    depositKept: boolean().notNull().default(false),
    /** The bidder said yes before paying the deposit anew (待缴纳保证金). */
    acceptRequestedAt: timestamptz(),
    respondedAt: timestamptz(),
    /** The order accepting made (递补成交). */
    orderId: integer().references(() => orders.id),
    /** The seller's or auditor's user who started the chain: the later automatic offers are theirs. */
    offeredBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [
    uniqueIndex('runner_up_offers_lot_open_unique')
      .on(table.lotId)
      .where(sql`${table.status} = 'open'`),
    index().on(table.userId),
    index().on(table.defaultedOrderId),
    index().on(table.status, table.deadlineAt),
  ],
);
