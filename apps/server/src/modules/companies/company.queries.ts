import type {
  BankChangeFilter,
  CompanyAuthStatus,
  SameCreditCodeApplication,
} from '@lyp/shared/company/company.schemas';
import {
  and,
  type AnyColumn,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { companyCertifications, organisations, subAccounts, userOrganisations, users } from '../../db/schema';

export type CompanyCertRecord = typeof companyCertifications.$inferSelect;
export type CompanyCertReviewRecord = CompanyCertRecord & {
  applicantName: string | null;
  applicantPhone: string;
  reviewerName: string | null;
  bankChangeReviewerName: string | null;
};

const reviewers = alias(users, 'reviewer');
const bankReviewers = alias(users, 'bank_reviewer');
/** A reviewer as lists name them: their name, else their phone. */
const nameOf = (table: { actualName: AnyColumn; phone: AnyColumn }) =>
  sql<string | null>`coalesce(${table.actualName}, ${table.phone})`;

/** Who is calling, as the company rules need it: the organisation they act for and what they are there. */
export interface ActingStanding {
  org: { id: number; tenantId: number; name: string; type: 'platform' | 'company' | 'personal' } | undefined;
  isMember: boolean;
  /** The organisation the caller is a sub-account (子账号) of, if they are one. */
  subAccountOrgId: number | null;
  /** The certification of the organisation acted for, if it has one. */
  certification: CompanyCertRecord | undefined;
}

export interface CompanyListQuery {
  tenantId: number;
  status?: CompanyAuthStatus;
  bankChangePending?: boolean;
  bankChange?: BankChangeFilter;
  keyword?: string;
  offset: number;
  limit: number;
}

/**
 * Bank changes by state. An approved change leaves no status (its account is now the one in
 * force): it is the one reviewed and no longer waiting or rejected.
 */
function bankChangeCondition(filter: BankChangeFilter): SQL {
  const { bankChangeStatus, bankChangeReviewedAt, bankChangeSubmittedAt } = companyCertifications;
  if (filter === 'submitted' || filter === 'rejected') return eq(bankChangeStatus, filter);
  if (filter === 'approved') return and(isNull(bankChangeStatus), isNotNull(bankChangeReviewedAt))!;
  return isNotNull(bankChangeSubmittedAt);
}

/** Reads of company certifications and of who may act on them, on the pool or inside a transaction. */
export function createCompanyQueries(db: DbOrTx) {
  const reviewRows = () =>
    db
      .select({
        ...getTableColumns(companyCertifications),
        applicantName: users.actualName,
        applicantPhone: users.phone,
        reviewerName: nameOf(reviewers),
        bankChangeReviewerName: nameOf(bankReviewers),
      })
      .from(companyCertifications)
      .innerJoin(users, eq(users.id, companyCertifications.applicantUserId))
      .leftJoin(reviewers, eq(reviewers.id, companyCertifications.reviewedBy))
      .leftJoin(bankReviewers, eq(bankReviewers.id, companyCertifications.bankChangeReviewedBy));

  return {
    /** The tenant's other applications with this credit code, whatever became of them. */
    async sameCreditCode(
      code: string,
      exceptId: number,
      tenantId: number,
    ): Promise<SameCreditCodeApplication[]> {
      const rows = await db
        .select({
          id: companyCertifications.id,
          companyName: companyCertifications.companyName,
          applicantUserId: companyCertifications.applicantUserId,
          applicantName: users.actualName,
          applicantPhone: users.phone,
          status: companyCertifications.status,
          submittedAt: companyCertifications.submittedAt,
        })
        .from(companyCertifications)
        .innerJoin(users, eq(users.id, companyCertifications.applicantUserId))
        .where(
          and(
            eq(companyCertifications.companyCode, code),
            ne(companyCertifications.id, exceptId),
            eq(companyCertifications.tenantId, tenantId),
          ),
        )
        .orderBy(desc(companyCertifications.submittedAt), desc(companyCertifications.id));
      return rows.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null }));
    },

    async standing(userId: number, orgId: number): Promise<ActingStanding> {
      const [row] = await db
        .select({
          id: organisations.id,
          tenantId: organisations.tenantId,
          name: organisations.name,
          type: organisations.type,
          memberOrgId: userOrganisations.orgId,
          subAccountOrgId: subAccounts.orgId,
          certification: companyCertifications,
        })
        .from(organisations)
        .leftJoin(
          userOrganisations,
          and(eq(userOrganisations.orgId, organisations.id), eq(userOrganisations.userId, userId)),
        )
        .leftJoin(subAccounts, eq(subAccounts.userId, userId))
        .leftJoin(companyCertifications, eq(companyCertifications.orgId, organisations.id))
        .where(eq(organisations.id, orgId));
      if (!row) return { org: undefined, isMember: false, subAccountOrgId: null, certification: undefined };
      return {
        org: { id: row.id, tenantId: row.tenantId, name: row.name, type: row.type },
        isMember: row.memberOrgId !== null,
        subAccountOrgId: row.subAccountOrgId,
        certification: row.certification ?? undefined,
      };
    },

    /** Whether the user may act for the organisation's application: a member, and not its sub-account. */
    async isManagingMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(
          and(
            eq(userOrganisations.userId, userId),
            eq(userOrganisations.orgId, orgId),
            sql`not exists (select 1 from ${subAccounts} where ${subAccounts.userId} = ${userId})`,
          ),
        );
      return row !== undefined;
    },

    async isMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
      return row !== undefined;
    },

    async findById(id: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db.select().from(companyCertifications).where(eq(companyCertifications.id, id));
      return row;
    },

    async lockById(id: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .select()
        .from(companyCertifications)
        .where(eq(companyCertifications.id, id))
        .for('update');
      return row;
    },

    async findByOrg(orgId: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .select()
        .from(companyCertifications)
        .where(eq(companyCertifications.orgId, orgId));
      return row;
    },

    /** The applicant's open application for a new company first, else their latest one. */
    async findLatestOfApplicant(userId: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .select()
        .from(companyCertifications)
        .where(eq(companyCertifications.applicantUserId, userId))
        .orderBy(
          desc(
            sql`(${companyCertifications.orgId} is null and ${companyCertifications.status} <> 'approved')`,
          ),
          desc(companyCertifications.updatedAt),
          desc(companyCertifications.id),
        )
        .limit(1);
      return row;
    },

    async findOpenOfApplicant(userId: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .select()
        .from(companyCertifications)
        .where(
          and(
            eq(companyCertifications.applicantUserId, userId),
            isNull(companyCertifications.orgId),
            ne(companyCertifications.status, 'approved'),
          ),
        );
      return row;
    },

    /**
     * The certification that describes a user: that of their default organisation, then of their
     * other organisations, then their own latest application.
     */
    async findForUser(userId: number): Promise<CompanyCertRecord | undefined> {
      const [row] = await db
        .select({ certification: companyCertifications })
        .from(companyCertifications)
        .leftJoin(
          userOrganisations,
          and(eq(userOrganisations.orgId, companyCertifications.orgId), eq(userOrganisations.userId, userId)),
        )
        .where(
          or(
            eq(companyCertifications.applicantUserId, userId),
            and(eq(userOrganisations.userId, userId), eq(companyCertifications.status, 'approved')),
          ),
        )
        .orderBy(
          desc(sql`coalesce(${userOrganisations.isDefault}, false)`),
          desc(sql`${userOrganisations.userId} is not null`),
          desc(companyCertifications.updatedAt),
          desc(companyCertifications.id),
        )
        .limit(1);
      return row?.certification;
    },

    async list(query: CompanyListQuery): Promise<{ records: CompanyCertReviewRecord[]; total: number }> {
      const conditions: SQL[] = [eq(companyCertifications.tenantId, query.tenantId)];
      // Drafts are the applicant's own until sent: listed only when asked for by status.
      conditions.push(
        query.status
          ? eq(companyCertifications.status, query.status)
          : ne(companyCertifications.status, 'draft'),
      );
      if (query.bankChangePending === true)
        conditions.push(eq(companyCertifications.bankChangeStatus, 'submitted'));
      if (query.bankChangePending === false)
        conditions.push(sql`${companyCertifications.bankChangeStatus} is distinct from 'submitted'`);
      if (query.bankChange) conditions.push(bankChangeCondition(query.bankChange));
      if (query.keyword) {
        const pattern = containing(query.keyword);
        conditions.push(
          or(
            ilike(companyCertifications.companyName, pattern),
            ilike(companyCertifications.companyCode, pattern),
            ilike(users.actualName, pattern),
            ilike(users.phone, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const [records, totals] = await Promise.all([
        reviewRows()
          .where(where)
          .orderBy(
            // A bank list reads by when each change came in; the others by the application's.
            query.bankChange
              ? sql`${companyCertifications.bankChangeSubmittedAt} desc nulls last`
              : sql`${companyCertifications.submittedAt} desc nulls last`,
            desc(companyCertifications.id),
          )
          .offset(query.offset)
          .limit(query.limit),
        db
          .select({ total: count() })
          .from(companyCertifications)
          .innerJoin(users, eq(users.id, companyCertifications.applicantUserId))
          .where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}

export type CompanyQueries = ReturnType<typeof createCompanyQueries>;
