import { char, index, integer, pgTable, primaryKey, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { orders } from './auction';
import { timestamptz } from './columns';
import { users } from './users';

const DOCUMENT_KINDS = [
  'confirmation',
  'buyer_contract',
  'seller_contract',
  'tripartite',
  'bill_of_lading',
  'settlement',
] as const;

/**
 * A document of a sale as issued: one row per version, never changed. A party's online
 * confirmation issues the next version, printed with it, so a printed copy always matches
 * the file whose SHA-256 the verification page shows.
 */
export const saleDocuments = pgTable(
  'sale_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    kind: varchar({ length: 20, enum: DOCUMENT_KINDS }).notNull(),
    version: smallint().notNull(),
    /** The document's number, shared by its versions. */
    documentNo: varchar({ length: 40 }).notNull(),
    /** Printed beside the QR code; random, so codes cannot be guessed from one another. */
    verifyCode: varchar({ length: 16 }).notNull().unique(),
    storageKey: varchar({ length: 100 }).notNull(),
    sizeBytes: integer().notNull(),
    sha256: char({ length: 64 }).notNull(),
    issuedAt: timestamptz().notNull(),
  },
  (table) => [unique().on(table.orderId, table.kind, table.version), index().on(table.documentNo)],
);

/** A party's online confirmation (签署确认) of a contract: once per party, never withdrawn. */
export const saleDocumentConfirmations = pgTable(
  'sale_document_confirmations',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    kind: varchar({ length: 20, enum: DOCUMENT_KINDS }).notNull(),
    party: varchar({ length: 10, enum: ['buyer', 'seller'] }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The account as printed: kept as it read then, whatever the user is called later. */
    accountName: varchar({ length: 120 }).notNull(),
    confirmedAt: timestamptz().notNull(),
    /** The version issued with this confirmation: it and every later version print it. */
    issuedVersion: smallint().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.kind, table.party] })],
);
