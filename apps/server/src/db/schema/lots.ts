import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bulletins } from './bulletins';
import { auditColumns, fen, timestamptz } from './columns';
import { organisations } from './tenancy';
import { users } from './users';

/** One thing sold (标的), with its prices, times and live bidding state. */
export const lots = pgTable(
  'lots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bulletinId: integer()
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    seq: smallint().notNull(),
    lotNo: varchar({ length: 40 }).notNull().unique(),
    title: varchar({ length: 100 }).notNull(),
    category: varchar({ length: 50 }).notNull(),
    quantity: numeric({ precision: 18, scale: 3 }).notNull(),
    unit: varchar({ length: 20 }).notNull(),
    regionCode: varchar({ length: 12 }).notNull(),
    location: varchar({ length: 200 }).notNull(),
    description: text().notNull(),
    biddingMode: varchar({ length: 20, enum: ['ascending', 'descending', 'sealed'] })
      .notNull()
      .default('ascending'),
    /** total: bids are the lot's price; unit: bids are per unit of the estimated quantity. */
    priceBasis: varchar({ length: 10, enum: ['total', 'unit'] })
      .notNull()
      .default('total'),
    /** 降价: the price falls by this step every interval, down to the floor. */
    decreaseStepFen: fen(),
    decreaseIntervalMinutes: smallint(),
    floorPriceFen: fen(),
    /** 应价后转增价: minutes of open bidding after the first accept; null sells at the accept. */
    ascendMinutes: smallint(),
    /** When a descending lot was accepted (应价): from then on it no longer falls. */
    acceptedAt: timestamptz(),
    /** The last price drop announced to watchers: each step is told once, whichever instance tells it. */
    announcedDropStep: integer().notNull().default(0),
    startPriceFen: fen().notNull(),
    incrementFen: fen().notNull(),
    reservePriceFen: fen(),
    depositFen: fen().notNull(),
    minBidders: smallint().notNull().default(1),
    restricted: boolean().notNull().default(false),
    /**
     * 竞买人资质 every bidder's organisation must hold, approved and valid (values of the
     * dictionary bidder_qualification); empty: none. Read by lyp_missing_qualifications.
     */
    requiredQualifications: varchar({ length: 100 }).array().notNull().default([]),
    maxExtensions: integer(),
    /** A bid this many minutes before the end moves the end this many minutes past the bid. */
    extensionMinutes: smallint().notNull().default(5),
    hardEndAt: timestamptz(),
    paymentHours: integer().notNull().default(72),
    /** 提货期限: the buyer takes the goods away within this many days after the payment is confirmed. */
    pickupDays: smallint().notNull().default(15),
    /** 逾期仓储费 per day past the pickup deadline, paid to the seller at pickup; null: none. */
    storageFeeFen: fen(),
    /** 税费: whether the price includes VAT, and the rate (13, 9, 6, 3, 1 or 0 %) invoices carry. */
    taxIncluded: boolean().notNull().default(true),
    vatRatePercent: smallint().notNull().default(13),
    startsAt: timestamptz().notNull(),
    scheduledEndsAt: timestamptz().notNull(),
    /** The end after extensions: the deadline the sweeper closes on. */
    endsAt: timestamptz().notNull(),
    extensionCount: integer().notNull().default(0),
    status: varchar({ length: 20, enum: ['pending', 'scheduled', 'bidding', 'sold', 'unsold'] }).notNull(),
    currentPriceFen: fen(),
    leaderUserId: integer().references(() => users.id),
    /** The leader's 优先购买权 order (1 before 2), null when the leader holds no such right. */
    leaderPriorityRank: smallint(),
    /**
     * The strongest competing amount: the highest maximum or bid of anyone but the leader.
     * Never shown; it fixes the price when the leader raises a maximum that was only tied.
     */
    runnerUpMaxFen: fen(),
    bidCount: integer().notNull().default(0),
    bidderCount: integer().notNull().default(0),
    /** Sequence number of the lot's last live event; every event takes the next one. */
    eventSeq: bigint({ mode: 'number' }).notNull().default(0),
    /** Counts maximums set on the lot, ordering equal ones. */
    proxyCounter: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * The head of the lot's hash chain of records (shared auction-record.ts) and how many records
     * it covers: written with each record, in its transaction, under the lot's lock.
     */
    chainHead: varchar({ length: 64 }),
    chainLength: integer().notNull().default(0),
    /** False for lots that began bidding before records were chained: they have nothing to check. */
    chained: boolean().notNull().default(true),
    closedAt: timestamptz(),
    /**
     * 重新拍卖: the unsold or defaulted lot this one puts up again. Its own predecessor, and so on,
     * make the line (第二次拍卖, 第三次拍卖 …).
     */
    previousLotId: integer().references((): AnyPgColumn => lots.id, { onDelete: 'set null' }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('lots_bulletin_seq_unique').on(table.bulletinId, table.seq),
    index().on(table.previousLotId),
    index().on(table.status, table.endsAt),
    index().on(table.status, table.startsAt),
    index().on(table.category),
    index().on(table.regionCode),
  ],
);

/** Viewing appointments (看货): when and where the goods can be inspected, and whom to call. */
export const lotViewings = pgTable(
  'lot_viewings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    startsAt: timestamptz().notNull(),
    endsAt: timestamptz().notNull(),
    address: varchar({ length: 200 }).notNull(),
    contactPerson: varchar({ length: 50 }).notNull(),
    contactPhone: varchar({ length: 30 }).notNull(),
    remark: varchar({ length: 200 }),
    ...auditColumns,
  },
  (table) => [index().on(table.lotId)],
);

/** 定向竞价: for a restricted lot, the only users who may pay its deposit and bid. */
export const lotSpecifiedBidders = pgTable(
  'lot_specified_bidders',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.userId] })],
);

/** 定向竞价 by company: any account of a listed certified company may pay the deposit and bid. */
export const lotSpecifiedOrgs = pgTable(
  'lot_specified_orgs',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    orgId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.orgId] })],
);

/**
 * Users who may not pay a deposit for this lot nor bid on it: on a re-auction (重新拍卖), whoever
 * defaulted (悔拍) on a lot of its line. `sourceLotId`: the lot they defaulted on.
 */
export const lotBarredUsers = pgTable(
  'lot_barred_users',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 20, enum: ['defaulted'] }).notNull(),
    sourceLotId: integer().references(() => lots.id, { onDelete: 'set null' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.userId] })],
);
