import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { files } from './files';
import { tenants } from './tenancy';
import { users } from './users';

/**
 * 银行对账: statements of the platform's account, imported so that every credit naming a
 * deposit or an order is confirmed with the statement line as its evidence.
 */

/** How one bank's statement reads (which column holds what), mapped once and remembered. */
export const bankStatementLayouts = pgTable(
  'bank_statement_layouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    /** The bank, as the auditor names it (中国工商银行). */
    name: varchar({ length: 50 }).notNull(),
    /** The header row it was mapped on, as JSON: a statement with the same header takes it. */
    headers: text().notNull(),
    /** StatementMapping as JSON. */
    mapping: text().notNull(),
    updatedBy: integer().references(() => users.id),
    ...auditColumns,
  },
  (table) => [uniqueIndex('bank_statement_layouts_name_unique').on(table.tenantId, table.name)],
);

/** One statement file imported, with what it did. */
export const bankStatementImports = pgTable('bank_statement_imports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  tenantId: integer()
    .notNull()
    .references(() => tenants.id),
  layoutId: integer().references(() => bankStatementLayouts.id),
  fileId: uuid().references(() => files.id),
  fileName: varchar({ length: 200 }).notNull(),
  importedBy: integer()
    .notNull()
    .references(() => users.id),
  importedAt: timestamptz().notNull(),
});

/**
 * A credit of the platform's account, once. Its key is the bank's serial when the statement has
 * one, else a hash of its facts: importing a statement again (or an overlapping one) finds every
 * key taken and changes nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    importId: integer()
      .notNull()
      .references(() => bankStatementImports.id),
    lineKey: varchar({ length: 80 }).notNull(),
    /** As the statement printed it (Beijing time), and as an instant when it could be read. */
    transactedText: varchar({ length: 40 }).notNull(),
    transactedAt: timestamptz(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    payerName: varchar({ length: 100 }),
    payerAccount: varchar({ length: 40 }),
    payerBank: varchar({ length: 100 }),
    note: varchar({ length: 500 }).notNull(),
    bankSerial: varchar({ length: 64 }),
    /** pending only between the line's insert and its decision, within one import. */
    status: varchar({
      length: 20,
      enum: ['pending', 'confirmed', 'exception', 'resolved', 'rejected'],
    }).notNull(),
    problem: varchar({
      length: 20,
      enum: ['unknown_reference', 'amount_mismatch', 'duplicate', 'not_awaiting'],
    }),
    problemDetail: varchar({ length: 200 }),
    matchedKind: varchar({ length: 10, enum: ['deposit', 'order'] }),
    matchedId: integer(),
    matchedReference: varchar({ length: 40 }),
    resolvedBy: integer().references(() => users.id),
    resolvedAt: timestamptz(),
    resolutionNote: varchar({ length: 200 }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    uniqueIndex('bank_statement_lines_key_unique').on(table.tenantId, table.lineKey),
    index().on(table.tenantId, table.status),
    index()
      .on(table.matchedKind, table.matchedId)
      .where(sql`${table.matchedId} is not null`),
  ],
);
