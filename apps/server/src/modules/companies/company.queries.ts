import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCertifications } from '../../db/schema';
import { createCompanyApplicantQueries } from './company-applicant.queries';
import type { CompanyCertRecord } from './company-cert.types';
import { createCompanyReviewListQueries } from './company-review-list.queries';
import { createCompanyStandingQueries } from './company-standing.queries';

export type { CompanyCertRecord } from './company-cert.types';
export type { CompanyCertReviewRecord, CompanyListQuery } from './company-review-list.queries';
export type { ActingStanding } from './company-standing.queries';

/** Reads of company certifications and of who may act on them, on the pool or inside a transaction. */
export function createCompanyQueries(db: DbOrTx) {
  return {
    ...createCompanyStandingQueries(db),
    ...createCompanyApplicantQueries(db),
    ...createCompanyReviewListQueries(db),

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
  };
}

export type CompanyQueries = ReturnType<typeof createCompanyQueries>;
