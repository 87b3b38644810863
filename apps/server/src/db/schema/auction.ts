import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { bankStatementLines } from './bank-statements';
import { settlementAccounts } from './company';
import { files } from './files';
import { organisations, tenants } from './tenancy';
import { users } from './users';

const fen = () => bigint({ mode: 'number' });

/** A seller's announcement (竞价公告): title, sanitized rich-text body, one or more lots. */
export const bulletins = pgTable(
  'bulletins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bulletinNo: varchar({ length: 30 }).notNull().unique(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    sellerOrgId: integer()
      .notNull()
      .references(() => organisations.id),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    title: varchar({ length: 100 }).notNull(),
    bodyHtml: text().notNull(),
    status: varchar({
      length: 20,
      enum: ['draft', 'submitted', 'published', 'rejected', 'withdrawn', 'bidding', 'ended'],
    }).notNull(),
    /** A flat commission for this bulletin's sales, in basis points; null: the platform's tiers. */
    commissionBps: integer(),
    rejectReason: varchar({ length: 500 }),
    submittedAt: timestamptz(),
    publishedAt: timestamptz(),
    withdrawnAt: timestamptz(),
    ...auditColumns,
  },
  (table) => [index().on(table.sellerOrgId, table.status), index().on(table.status)],
);

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
    biddingMode: varchar({ length: 20, enum: ['ascending', 'descending'] })
      .notNull()
      .default('ascending'),
    startPriceFen: fen().notNull(),
    incrementFen: fen().notNull(),
    reservePriceFen: fen(),
    depositFen: fen().notNull(),
    minBidders: smallint().notNull().default(1),
    restricted: boolean().notNull().default(false),
    maxExtensions: integer(),
    /** A bid this many minutes before the end moves the end this many minutes past the bid. */
    extensionMinutes: smallint().notNull().default(5),
    hardEndAt: timestamptz(),
    paymentHours: integer().notNull().default(72),
    startsAt: timestamptz().notNull(),
    scheduledEndsAt: timestamptz().notNull(),
    /** The end after extensions: the deadline the sweeper closes on. */
    endsAt: timestamptz().notNull(),
    extensionCount: integer().notNull().default(0),
    status: varchar({ length: 20, enum: ['pending', 'scheduled', 'bidding', 'sold', 'unsold'] }).notNull(),
    currentPriceFen: fen(),
    leaderUserId: integer().references(() => users.id),
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
    closedAt: timestamptz(),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('lots_bulletin_seq_unique').on(table.bulletinId, table.seq),
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
 * A bulletin's history: the seller's submissions and withdrawals, the auditors' decisions.
 * (The actor column keeps its first name: auditors were its only writers.)
 */
export const bulletinAudits = pgTable(
  'bulletin_audits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bulletinId: integer()
      .notNull()
      .references(() => bulletins.id, { onDelete: 'cascade' }),
    auditorUserId: integer()
      .notNull()
      .references(() => users.id),
    action: varchar({ length: 20, enum: ['submit', 'approve', 'reject', 'revoke', 'withdraw'] }).notNull(),
    reason: varchar({ length: 500 }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [index().on(table.bulletinId)],
);

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
    /** manual: typed by the bidder; proxy: placed when a maximum was set; auto: placed by a maximum in reply. */
    kind: varchar({ length: 10, enum: ['manual', 'proxy', 'auto'] }).notNull(),
    eventSeq: bigint({ mode: 'number' }).notNull(),
    createdAt: timestamptz().notNull(),
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
    /** The seller's confirmation that the buyer took the goods away (提货). */
    pickedUpAt: timestamptz(),
    pickedUpBy: integer().references(() => users.id),
    /** The day the goods left, as the seller recorded it (China time). */
    pickedUpOn: date({ mode: 'string' }),
    /** 过磅数量: the weighbridge's figure at pickup, in the lot's unit. */
    weighedQuantity: numeric({ precision: 18, scale: 3 }),
    pickupRemark: varchar({ length: 200 }),
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

/**
 * How often a lot was viewed. Kept off the lot row on purpose: that row is locked for every
 * bid, and a crowd of viewers must not queue behind (or hold up) the bidders.
 */
export const lotViews = pgTable('lot_views', {
  lotId: integer()
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  views: integer().notNull().default(0),
});

/** When each viewer (a user, or a hashed address) was last counted on a lot: one view per window. */
export const lotViewers = pgTable(
  'lot_viewers',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    viewerKey: varchar({ length: 80 }).notNull(),
    countedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.viewerKey] })],
);

/** 关注: lots a user follows, with an optional reminder before bidding opens. */
export const lotFollows = pgTable(
  'lot_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    remind: boolean().notNull().default(true),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lotId] }), index().on(table.lotId)],
);
