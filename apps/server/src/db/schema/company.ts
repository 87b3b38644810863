import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { files } from './files';
import { menus } from './rbac';
import { organisations, tenants } from './tenancy';
import { users } from './users';

/**
 * 企业认证: one application per company, by the account that acts for it (its main account).
 * The company's organisation is known from the start when an existing company applies, and
 * made at approval when a person applies for a new one; approval copies the details onto it.
 * After approval the bank account changes only through a reviewed bank change (pending_*).
 */
export const companyCertifications = pgTable(
  'company_certifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    applicantUserId: integer()
      .notNull()
      .references(() => users.id),
    orgId: integer().references(() => organisations.id),
    status: varchar({ length: 20, enum: ['draft', 'submitted', 'approved', 'rejected'] }).notNull(),
    companyName: varchar({ length: 100 }),
    /** 统一社会信用代码 */
    companyCode: varchar({ length: 18 }),
    legalPerson: varchar({ length: 30 }),
    licenceFileId: uuid().references(() => files.id),
    contactPerson: varchar({ length: 30 }),
    contactPhone: varchar({ length: 20 }),
    contactTel: varchar({ length: 30 }),
    contactMail: varchar({ length: 100 }),
    regionCode: varchar({ length: 6 }),
    companyAddr: varchar({ length: 100 }),
    detailAddr: varchar({ length: 200 }),
    bankName: varchar({ length: 100 }),
    bankNumber: varchar({ length: 40 }),
    /** 联行号 */
    interbankAccount: varchar({ length: 20 }),
    submittedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
    rejectReason: varchar({ length: 500 }),
    pendingBankName: varchar({ length: 100 }),
    pendingBankNumber: varchar({ length: 40 }),
    pendingInterbank: varchar({ length: 20 }),
    bankChangeStatus: varchar({ length: 20, enum: ['submitted', 'rejected'] }),
    /** The change's supporting document (开户许可证 or a bank's letter), shown to the reviewer. */
    bankChangeProofFileId: uuid().references(() => files.id),
    bankChangeSubmittedAt: timestamptz(),
    bankChangeReviewedAt: timestamptz(),
    /** Who reviewed the last bank change (approved or rejected). */
    bankChangeReviewedBy: integer().references(() => users.id),
    bankChangeRejectReason: varchar({ length: 500 }),
    ...auditColumns,
  },
  (table) => [
    // One company, one certification: an organisation has at most one application.
    uniqueIndex('company_certifications_org_unique')
      .on(table.orgId)
      .where(sql`${table.orgId} is not null`),
    // A person finishes one application for a new company before starting another.
    uniqueIndex('company_certifications_open_per_applicant')
      .on(table.applicantUserId)
      .where(sql`${table.orgId} is null and ${table.status} <> 'approved'`),
    // A credit code is certified, or under review, for one company only.
    uniqueIndex('company_certifications_code_unique')
      .on(table.companyCode)
      .where(sql`${table.status} in ('submitted', 'approved')`),
    index().on(table.status, table.submittedAt),
  ],
);

/** 子账号: a staff account acting for one certified company, with the grants it gave. */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer()
      .notNull()
      .references(() => organisations.id),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    remark: varchar({ length: 100 }),
    ...auditColumns,
  },
  (table) => [index().on(table.orgId)],
);

/** The menus and buttons a company granted its sub-account. */
export const subAccountGrants = pgTable(
  'sub_account_grants',
  {
    userId: integer()
      .notNull()
      .references(() => subAccounts.userId, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.menuId] })],
);

/** Where a settlement account came from: the company's certification, an approved bank change, a reviewer's correction. */
export const SETTLEMENT_ACCOUNT_SOURCES = ['certification', 'bank_change', 'correction'] as const;

/**
 * 已审核收款账户: the accounts a reviewer approved for a company, the only places its sales may
 * be settled to. Each approval of a certification or a bank change, and each reviewer's
 * correction, records one; a correction retires the account it replaced (it was wrong). An
 * order names one of these (or settles to the one in force), never an account typed freely.
 */
export const settlementAccounts = pgTable(
  'settlement_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orgId: integer()
      .notNull()
      .references(() => organisations.id),
    /** The certified company name at review: it must still equal it when money is sent. */
    accountName: varchar({ length: 100 }).notNull(),
    bankName: varchar({ length: 100 }).notNull(),
    bankNumber: varchar({ length: 40 }).notNull(),
    /** 联行号 */
    interbankAccount: varchar({ length: 20 }),
    source: varchar({ length: 20, enum: SETTLEMENT_ACCOUNT_SOURCES }).notNull(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz().notNull(),
    /** Set when a reviewer's correction replaced it: no longer usable, kept for the orders that named it. */
    retiredAt: timestamptz(),
    retiredReason: varchar({ length: 200 }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    // One usable row per account number and company, however it was spaced when typed.
    uniqueIndex('settlement_accounts_in_use_unique')
      .on(table.orgId, sql`replace(${table.bankNumber}, ' ', '')`)
      .where(sql`${table.retiredAt} is null`),
  ],
);
