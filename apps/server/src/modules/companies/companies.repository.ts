import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { companyCertifications, organisations, roles, userOrganisations, userRoles } from '../../db/schema';
import { createFilesRepository } from '../files';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import {
  createSettlementAccountsRepository,
  type SettlementAccountsRepository,
} from './settlement-accounts.repository';
import { createCompanyQueries, type CompanyCertRecord, type CompanyQueries } from './company.queries';

export type {
  ActingStanding,
  CompanyCertRecord,
  CompanyCertReviewRecord,
  CompanyListQuery,
} from './company.queries';

/** The application's own details: what the applicant fills in (companyAddr comes from regionCode). */
export type CompanyCertValues = Partial<
  Pick<
    CompanyCertRecord,
    | 'companyName'
    | 'companyCode'
    | 'legalPerson'
    | 'licenceFileId'
    | 'contactPerson'
    | 'contactPhone'
    | 'contactTel'
    | 'contactMail'
    | 'regionCode'
    | 'companyAddr'
    | 'detailAddr'
    | 'bankName'
    | 'bankNumber'
    | 'interbankAccount'
  >
>;

export interface BankAccount {
  bankName: string;
  bankNumber: string;
  interbankAccount: string;
}

/** A unique index said no: the credit code is another company's, or an application is already open. */
export class CompanyConflictError extends Error {
  constructor(readonly kind: 'code' | 'open') {
    super(`company certification conflict: ${kind}`);
  }
}

function translateConflicts(error: unknown): never {
  if (isUniqueViolation(error, 'company_certifications_code_unique')) throw new CompanyConflictError('code');
  if (
    isUniqueViolation(error, 'company_certifications_org_unique') ||
    isUniqueViolation(error, 'company_certifications_open_per_applicant')
  ) {
    throw new CompanyConflictError('open');
  }
  throw error;
}

/**
 * Writes of company certifications and of what approval changes (the organisation, the
 * applicant's membership and role); conditional on the status, so two of them cannot both win.
 */
function createCompanyWrites(db: DbOrTx) {
  return {
    async insert(values: {
      tenantId: number;
      applicantUserId: number;
      orgId: number | null;
      status: 'draft' | 'submitted';
      details: CompanyCertValues;
      now: Date;
    }): Promise<CompanyCertRecord> {
      const [row] = await db
        .insert(companyCertifications)
        .values({
          tenantId: values.tenantId,
          applicantUserId: values.applicantUserId,
          orgId: values.orgId,
          status: values.status,
          ...values.details,
          submittedAt: values.status === 'submitted' ? values.now : null,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning()
        .catch(translateConflicts);
      if (!row) throw new Error('company certification insert returned nothing');
      return row;
    },

    /** Edits a draft or rejected application; undefined when it is no longer in one of those. */
    async updateEditable(
      id: number,
      values: { status: 'draft' | 'submitted' | 'rejected'; details: CompanyCertValues; now: Date },
    ): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({
          ...values.details,
          status: values.status,
          ...(values.status === 'submitted' ? { submittedAt: values.now, rejectReason: null } : {}),
          updatedAt: values.now,
        })
        .where(
          and(eq(companyCertifications.id, id), inArray(companyCertifications.status, ['draft', 'rejected'])),
        )
        .returning()
        .catch(translateConflicts);
      return row;
    },

    /** Marks a submitted application reviewed; undefined when it is no longer submitted. */
    async markReviewed(
      id: number,
      values: {
        approved: boolean;
        orgId: number | null;
        reviewerUserId: number;
        reason: string | null;
        now: Date;
      },
    ): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({
          status: values.approved ? 'approved' : 'rejected',
          orgId: values.orgId,
          reviewedBy: values.reviewerUserId,
          reviewedAt: values.now,
          rejectReason: values.approved ? null : values.reason,
          updatedAt: values.now,
        })
        .where(and(eq(companyCertifications.id, id), eq(companyCertifications.status, 'submitted')))
        .returning();
      return row;
    },

    /** A new organisation for an approved company, from its application. */
    async insertCompanyOrganisation(cert: CompanyCertRecord, now: Date): Promise<number> {
      const [org] = await db
        .insert(organisations)
        .values({
          tenantId: cert.tenantId,
          name: cert.companyName ?? '',
          type: 'company',
          ...organisationDetails(cert),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: organisations.id });
      if (!org) throw new Error('organisation insert returned nothing');
      return org.id;
    },

    async updateCompanyOrganisation(orgId: number, cert: CompanyCertRecord, now: Date): Promise<void> {
      await db
        .update(organisations)
        .set({ name: cert.companyName ?? '', type: 'company', ...organisationDetails(cert), updatedAt: now })
        .where(eq(organisations.id, orgId));
    },

    async setOrganisationBank(
      orgId: number,
      bank: { [Key in keyof BankAccount]: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .update(organisations)
        .set({ ...bank, updatedAt: now })
        .where(eq(organisations.id, orgId));
    },

    /** The user becomes a member of the organisation, and it becomes their default one. */
    async makeDefaultMember(userId: number, orgId: number, now: Date): Promise<void> {
      await db
        .insert(userOrganisations)
        .values({ userId, orgId, isDefault: false, createdAt: now })
        .onConflictDoNothing();
      // Two statements: the one-default index is checked row by row.
      await db
        .update(userOrganisations)
        .set({ isDefault: false })
        .where(and(eq(userOrganisations.userId, userId), ne(userOrganisations.orgId, orgId)));
      await db
        .update(userOrganisations)
        .set({ isDefault: true })
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
    },

    /** Gives the user the built-in seller role of their tenant if they lack it; false if it is gone. */
    async grantSellerRole(userId: number, tenantId: number): Promise<boolean> {
      const [role] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, ROLE_CODES.seller)));
      if (!role) return false;
      await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
      return true;
    },

    /** A bank change of an approved company; undefined when one is already waiting (or not approved). */
    async requestBankChange(
      id: number,
      bank: BankAccount,
      now: Date,
    ): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({
          pendingBankName: bank.bankName,
          pendingBankNumber: bank.bankNumber,
          pendingInterbank: bank.interbankAccount,
          bankChangeStatus: 'submitted',
          bankChangeSubmittedAt: now,
          bankChangeReviewedAt: null,
          bankChangeReviewedBy: null,
          bankChangeRejectReason: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(companyCertifications.id, id),
            eq(companyCertifications.status, 'approved'),
            sql`${companyCertifications.bankChangeStatus} is distinct from 'submitted'`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * A reviewer's correction of an approved company's account in force; undefined when the
     * application is no longer approved or a bank change came in meanwhile.
     */
    async correctBank(id: number, bank: BankAccount, now: Date): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .update(companyCertifications)
        .set({ ...bank, updatedAt: now })
        .where(
          and(
            eq(companyCertifications.id, id),
            eq(companyCertifications.status, 'approved'),
            sql`${companyCertifications.bankChangeStatus} is distinct from 'submitted'`,
          ),
        )
        .returning();
      return row;
    },

    /** Approves (the pending account replaces the current one) or rejects the waiting bank change. */
    async reviewBankChange(
      id: number,
      values: { approved: boolean; reason: string | null; reviewerUserId: number; now: Date },
    ): Promise<CompanyCertRecord | undefined> {
      const { now } = values;
      const set = values.approved
        ? {
            bankName: sql`${companyCertifications.pendingBankName}`,
            bankNumber: sql`${companyCertifications.pendingBankNumber}`,
            interbankAccount: sql`${companyCertifications.pendingInterbank}`,
            pendingBankName: null,
            pendingBankNumber: null,
            pendingInterbank: null,
            bankChangeStatus: null,
            bankChangeRejectReason: null,
          }
        : { bankChangeStatus: 'rejected' as const, bankChangeRejectReason: values.reason };
      const [row] = await db
        .update(companyCertifications)
        .set({
          ...set,
          bankChangeReviewedAt: now,
          bankChangeReviewedBy: values.reviewerUserId,
          updatedAt: now,
        })
        .where(and(eq(companyCertifications.id, id), eq(companyCertifications.bankChangeStatus, 'submitted')))
        .returning();
      return row;
    },
  };
}

/** What an approved application writes onto its organisation. */
function organisationDetails(cert: CompanyCertRecord) {
  return {
    companyCode: cert.companyCode,
    contactPerson: cert.contactPerson,
    contactPhone: cert.contactPhone,
    contactTel: cert.contactTel,
    contactMail: cert.contactMail,
    companyAddr: cert.companyAddr,
    detailAddr: cert.detailAddr,
    bankName: cert.bankName,
    bankNumber: cert.bankNumber,
    interbankAccount: cert.interbankAccount,
  };
}

/** The repositories one change writes through, bound to its transaction. */
export interface CompanyWriteScope {
  companies: CompanyQueries & ReturnType<typeof createCompanyWrites>;
  files: Pick<ReturnType<typeof createFilesRepository>, 'rebind'>;
  logs: OperationLogRepository;
  accounts: SettlementAccountsRepository;
}

export function createCompaniesRepository(db: Db) {
  return {
    ...createCompanyQueries(db),
    /** Runs `work` in one transaction: the change, its files' binding and its log entry commit together. */
    transaction<T>(work: (scope: CompanyWriteScope) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          companies: { ...createCompanyQueries(tx), ...createCompanyWrites(tx) },
          files: createFilesRepository(tx),
          logs: createOperationLogRepository(tx),
          accounts: createSettlementAccountsRepository(tx),
        }),
      );
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
