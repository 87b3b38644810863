import { bigint, char, index, integer, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations } from './tenancy';
import { users } from './users';

/**
 * Uploaded files. Ids are random UUIDs (nothing to enumerate); the stored name is a key the
 * server generated, never the uploader's file name. A file is bound to its uploader and,
 * once saved with one, to a business record (a bulletin's attachment, a deposit's voucher).
 */
export const files = pgTable(
  'files',
  {
    id: uuid().primaryKey().defaultRandom(),
    storageKey: varchar({ length: 100 }).notNull().unique(),
    originalName: varchar({ length: 255 }).notNull(),
    mime: varchar({ length: 100 }).notNull(),
    ext: varchar({ length: 10 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: char({ length: 64 }).notNull(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id),
    ownerOrgId: integer()
      .notNull()
      .references(() => organisations.id),
    businessType: varchar({ length: 30 }),
    businessId: integer(),
    /** The file's place among its record's files (a lot's images: the first is the cover). */
    businessSort: smallint().notNull().default(0),
    createdAt: timestamptz().notNull(),
    deletedAt: timestamptz(),
  },
  (table) => [index().on(table.businessType, table.businessId), index().on(table.ownerUserId)],
);
