import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { users } from './users';

/**
 * A user's personal or company certification (实名认证). Bidding needs an approved one. The
 * application and review screens come later; the seed approves the demo bidders.
 */
export const certifications = pgTable('certifications', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar({ length: 20, enum: ['personal', 'company'] }).notNull(),
  status: varchar({ length: 20, enum: ['pending', 'approved', 'rejected'] }).notNull(),
  subjectName: varchar({ length: 100 }).notNull(),
  reviewedAt: timestamptz(),
  ...auditColumns,
});
