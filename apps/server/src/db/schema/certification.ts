import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { files } from './files';
import { users } from './users';

/**
 * A user's personal or company certification (实名认证). Bidding needs an approved one. A
 * personal one is applied for with the name, the ID number and both sides of the ID card, and
 * reviewed by an auditor; the seed approves the demo bidders.
 */
export const certifications = pgTable(
  'certifications',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20, enum: ['personal', 'company'] }).notNull(),
    status: varchar({ length: 20, enum: ['pending', 'approved', 'rejected'] }).notNull(),
    subjectName: varchar({ length: 100 }).notNull(),
    /** 居民身份证号码: seen in full by its owner's reviewers only. */
    idNumber: varchar({ length: 18 }),
    idFrontFileId: uuid().references(() => files.id),
    idBackFileId: uuid().references(() => files.id),
    submittedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
    rejectReason: varchar({ length: 500 }),
    ...auditColumns,
  },
  (table) => [index().on(table.status, table.submittedAt)],
);
