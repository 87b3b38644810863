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
import { companyCertifications, users } from '../../db/schema';
import type { CompanyCertRecord } from './company-cert.types';

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

/** The conditions of a reviewer's list: the tenant's applications, as filtered. */
function listConditions(query: CompanyListQuery): SQL | undefined {
  const conditions: SQL[] = [eq(companyCertifications.tenantId, query.tenantId)];
  // Drafts are the applicant's own until sent: listed only when asked for by status.
  conditions.push(
    query.status ? eq(companyCertifications.status, query.status) : ne(companyCertifications.status, 'draft'),
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
  return and(...conditions);
}

/** Reads of the applications as reviewers list and compare them. */
export function createCompanyReviewListQueries(db: DbOrTx) {
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

    async list(query: CompanyListQuery): Promise<{ records: CompanyCertReviewRecord[]; total: number }> {
      const where = listConditions(query);
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
