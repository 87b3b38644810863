import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { AUCTION_EVENT_KINDS } from '@lyp/shared/auction/auction-record';
import { BID_KINDS } from '@lyp/shared/auction/bid.schemas';
import { fen, timestamptz } from './columns';
import { lots } from './lots';
import { users } from './users';

/** A bidder's stable alias on a lot (竞买人A3F2): others never see who bids. */
export const lotBidders = pgTable(
  'lot_bidders',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    alias: varchar({ length: 12 }).notNull(),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lotId, table.userId] }),
    uniqueIndex('lot_bidders_alias_unique').on(table.lotId, table.alias),
  ],
);

export const bids = pgTable(
  'bids',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: fen().notNull(),
    /** manual, proxy, auto, accept, sealed: see BID_KINDS. */
    kind: varchar({ length: 10, enum: BID_KINDS }).notNull(),
    eventSeq: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamptz().notNull(),
    /** Placed by a holder of the lot's 优先购买权: marked 优先购买权人 on the record for everyone. */
    priority: boolean().notNull().default(false),
    /** The bid's place in its lot's chain of records and the hash it was written with. */
    chainSeq: integer(),
    chainHash: varchar({ length: 64 }),
  },
  (table) => [index().on(table.lotId, table.id), index().on(table.lotId, table.amountFen)],
);

/**
 * Bids voided when the platform took their bulletin down during bidding (发布后驳回): moved here
 * out of `bids`, so the lot starts clean if it is published again, and kept for the record.
 */
export const revokedBids = pgTable(
  'revoked_bids',
  {
    id: bigint({ mode: 'number' }).primaryKey(),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: fen().notNull(),
    kind: varchar({ length: 10, enum: ['manual', 'proxy', 'auto'] }).notNull(),
    placedAt: timestamptz().notNull(),
    revokedAt: timestamptz().notNull(),
    /** The bid's alias, priority mark and chain link, kept: its record stays in the lot's chain. */
    alias: varchar({ length: 12 }),
    priority: boolean().notNull().default(false),
    chainSeq: integer(),
    chainHash: varchar({ length: 64 }),
  },
  (table) => [index().on(table.lotId)],
);

/** 代理出价: a bidder's maximum on a lot. */
export const proxyBids = pgTable(
  'proxy_bids',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    maxFen: fen().notNull(),
    /** When the maximum was set, and its place in the lot's order of maximums: equal ones go to the earlier. */
    setAt: timestamptz().notNull(),
    setOrder: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.userId] })],
);

/** The first answer to each client bid id: a retried request gets it again and places nothing. */
export const bidRequests = pgTable(
  'bid_requests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    clientBidId: varchar({ length: 64 }).notNull(),
    lotId: integer().notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    /** The answer as JSON text. */
    answer: text().notNull(),
    createdAt: timestamptz().notNull(),
  },
  // By lot: the answers of a lot long closed are pruned together.
  (table) => [primaryKey({ columns: [table.userId, table.clientBidId] }), index().on(table.lotId)],
);

/**
 * The records of a lot's chain that are not bids: extensions, price drops, revocations and the
 * close, each with its content (shared AuctionRecordContent) and the hash it was written with.
 */
export const lotChainEvents = pgTable(
  'lot_chain_events',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    kind: varchar({ length: 12, enum: AUCTION_EVENT_KINDS }).notNull(),
    at: timestamptz().notNull(),
    amountFen: fen(),
    alias: varchar({ length: 12 }),
    endsAt: timestamptz(),
    result: varchar({ length: 8, enum: ['sold', 'unsold'] }),
    count: integer(),
    hash: varchar({ length: 64 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.seq] })],
);
