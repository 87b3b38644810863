import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { companyCertifications } from '../../db/schema';
import type { CompanyCertRecord, CompanyCertValues } from './company-cert.types';

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

/** Writes of the applications themselves; conditional on the status, so two of them cannot both win. */
export function createCompanyCertWrites(db: DbOrTx) {
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
          // Sent again: a fresh review, with no trace of who turned the last one down or when.
          ...(values.status === 'submitted'
            ? { submittedAt: values.now, rejectReason: null, reviewedBy: null, reviewedAt: null }
            : {}),
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
  };
}
