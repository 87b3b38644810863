import { date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations } from './tenancy';
import { users } from './users';

/**
 * 竞买人资质: a licence or filing an organisation (a company, or a person's own organisation)
 * holds, of a type from the dictionary bidder_qualification, with its number, the last day it
 * is valid and its scans. An auditor approves or rejects it; sending it again after a change
 * puts it back in review. One row per organisation and type: the current one.
 */
export const bidderQualifications = pgTable(
  'bidder_qualifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** A value of the dictionary bidder_qualification. */
    typeCode: varchar({ length: 100 }).notNull(),
    licenceNo: varchar({ length: 100 }).notNull(),
    /** The last day (Beijing) the licence is valid: from the next day it no longer qualifies. */
    validUntil: date({ mode: 'string' }).notNull(),
    /** The scans (files of type qualification_scan). */
    fileIds: text().array().notNull(),
    status: varchar({ length: 20, enum: ['submitted', 'approved', 'rejected'] }).notNull(),
    rejectReason: varchar({ length: 200 }),
    submittedBy: integer()
      .notNull()
      .references(() => users.id),
    submittedAt: timestamptz().notNull(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('bidder_qualifications_org_type_unique').on(table.orgId, table.typeCode),
    index().on(table.status, table.submittedAt),
  ],
);
