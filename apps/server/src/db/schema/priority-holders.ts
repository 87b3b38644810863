import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './columns';
import { lots } from './lots';
import { organisations } from './tenancy';
import { users } from './users';

/**
 * 优先购买权: who holds a priority purchase right on a lot, in order (1 before 2), as the seller
 * named them with the document proving the right. A holder is one user, or a company whose
 * every account holds the right. The auditor confirms the list by approving the bulletin.
 */
export const lotPriorityHolders = pgTable(
  'lot_priority_holders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    rank: smallint().notNull(),
    userId: integer().references(() => users.id),
    orgId: integer().references(() => organisations.id),
    /** The uploads proving the right (files of type priority_proof, bound to the lot). */
    proofFileIds: text().array().notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    uniqueIndex('lot_priority_holders_rank_unique').on(table.lotId, table.rank),
    index().on(table.userId),
    index().on(table.orgId),
    check('lot_priority_holders_one_holder', sql`(${table.userId} IS NULL) <> (${table.orgId} IS NULL)`),
  ],
);
