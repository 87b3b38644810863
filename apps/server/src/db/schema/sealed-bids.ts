import { bigint, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { fen, timestamptz } from './columns';
import { lots } from './lots';
import { users } from './users';

/**
 * 一次报价: every submission on a sealed-bid lot, raises included, so each receipt stays
 * checkable. A bidder's latest row is the bid that counts. Amounts here are never shown before
 * the lot ends; at the close they are copied into `bids` for the record.
 */
export const sealedBids = pgTable(
  'sealed_bids',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: fen().notNull(),
    submittedAt: timestamptz().notNull(),
    /** SHA-256 hex of the canonical receipt text (shared sealedCommitmentInput). */
    commitment: varchar({ length: 64 }).notNull(),
    /** A retry with the same id is answered with this row; the same id for another amount is refused. */
    clientBidId: varchar({ length: 64 }).notNull(),
  },
  (table) => [
    uniqueIndex('sealed_bids_client_bid_unique').on(table.userId, table.clientBidId),
    index().on(table.lotId, table.userId, table.id),
  ],
);

/** The secret a sealed-bid lot's commitments are made with: made at its first bid, shown after its end. */
export const lotSealedSecrets = pgTable('lot_sealed_secrets', {
  lotId: integer()
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  secret: varchar({ length: 64 }).notNull(),
  createdAt: timestamptz().notNull(),
});
