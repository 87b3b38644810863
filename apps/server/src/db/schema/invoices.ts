import { date, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { fen, timestamptz } from './columns';
import { files } from './files';
import { orders } from './orders';
import { organisations } from './tenancy';
import { users } from './users';

const INVOICE_KINDS = ['special', 'normal'] as const;

/** The details of an invoice: to whom (抬头, 税号) and, for a 专票, the address and bank lines. */
const invoiceDetailColumns = () => ({
  kind: varchar({ length: 10, enum: INVOICE_KINDS }).notNull(),
  title: varchar({ length: 100 }).notNull(),
  /** 纳税人识别号: a company's always; a person asking for a 普票 may have none. */
  taxNo: varchar({ length: 20 }),
  addressPhone: varchar({ length: 200 }),
  bankAccount: varchar({ length: 200 }),
});

/** 开票信息: what a buyer organisation's invoices are made out to; one per organisation. */
export const invoiceProfiles = pgTable('invoice_profiles', {
  orgId: integer()
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  ...invoiceDetailColumns(),
  updatedBy: integer()
    .notNull()
    .references(() => users.id),
  updatedAt: timestamptz().notNull(),
});

/**
 * The invoice the seller issued for an order, with the buyer's details as they were made out
 * (a later change of the profile does not rewrite an issued invoice). One per order; a correction
 * replaces it.
 */
export const orderInvoices = pgTable('order_invoices', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id),
  ...invoiceDetailColumns(),
  invoiceNo: varchar({ length: 20 }).notNull(),
  issuedOn: date({ mode: 'string' }).notNull(),
  amountFen: fen().notNull(),
  fileId: uuid()
    .notNull()
    .references(() => files.id),
  recordedBy: integer()
    .notNull()
    .references(() => users.id),
  recordedAt: timestamptz().notNull(),
});
