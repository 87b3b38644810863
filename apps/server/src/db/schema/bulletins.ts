import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { organisations, tenants } from './tenancy';
import { users } from './users';

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
    /** 保留次高出价人保证金: the runner-up's deposit stays frozen at the close until the winner pays. */
    keepRunnerUpDeposit: boolean().notNull().default(false),
    rejectReason: varchar({ length: 500 }),
    submittedAt: timestamptz(),
    publishedAt: timestamptz(),
    withdrawnAt: timestamptz(),
    ...auditColumns,
  },
  (table) => [index().on(table.sellerOrgId, table.status), index().on(table.status)],
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
