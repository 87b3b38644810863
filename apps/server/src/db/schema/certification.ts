import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /**
     * 居民身份证号码 as it was stored before numbers were protected: emptied at every start
     * (protectLegacyIdNumbers) into the three columns below. Read by nothing else.
     */
    legacyIdNumber: varchar('id_number', { length: 18 }),
    /** Keyed hash of the number (lib/id-number-vault): finds the same person on another account. */
    idNumberHash: varchar({ length: 64 }),
    /** What screens and papers show: 320102********1234. */
    idNumberMasked: varchar({ length: 18 }),
    /** The full number, sealed: opened only for the reviewers who compare it with the card. */
    idNumberSealed: text(),
    /**
     * Certified (or in review) before one number could serve only one account, and sharing its
     * number with another: kept as it was, outside the one-account rule, and shown to auditors.
     */
    duplicateAllowed: boolean().notNull().default(false),
    idFrontFileId: uuid().references(() => files.id),
    idBackFileId: uuid().references(() => files.id),
    submittedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
    rejectReason: varchar({ length: 500 }),
    ...auditColumns,
  },
  (table) => [
    index().on(table.status, table.submittedAt),
    // One person, one bidder: a number certified or in review on one account only.
    uniqueIndex('certifications_id_number_unique')
      .on(table.idNumberHash)
      .where(sql`${table.status} in ('pending', 'approved') and not ${table.duplicateAllowed}`),
    index('certifications_id_number_hash').on(table.idNumberHash),
  ],
);
