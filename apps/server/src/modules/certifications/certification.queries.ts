import type { SameIdentityAccount } from '@lyp/shared/account/certification.schemas';
import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certifications, users } from '../../db/schema';

export type CertificationRow = typeof certifications.$inferSelect & {
  phone: string;
  tenantId: number;
  /** The reviewer's name, else their phone; null until reviewed. */
  reviewerName: string | null;
};

const reviewers = alias(users, 'reviewer');

/** Applications with their applicant's phone and tenant, and their reviewer's name. */
export function selectWithPhone(db: Db) {
  return db
    .select({
      ...getTableColumns(certifications),
      phone: users.phone,
      tenantId: users.tenantId,
      reviewerName: sql<string | null>`coalesce(${reviewers.actualName}, ${reviewers.phone})`,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .leftJoin(reviewers, eq(reviewers.id, certifications.reviewedBy));
}

/** One applicant's application, and the other accounts that applied with the same number. */
export function createCertificationQueries(db: Db) {
  return {
    async find(userId: number): Promise<CertificationRow | undefined> {
      const [found] = await selectWithPhone(db).where(eq(certifications.userId, userId));
      return found;
    },

    /** Whether another account holds this number, certified or in review. */
    async isIdNumberHeldByOther(idNumberHash: string, userId: number): Promise<boolean> {
      const [held] = await db
        .select({ userId: certifications.userId })
        .from(certifications)
        .where(
          and(
            eq(certifications.idNumberHash, idNumberHash),
            ne(certifications.userId, userId),
            inArray(certifications.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return held !== undefined;
    },

    /** Every other account of the tenant that applied with this number, whatever became of it. */
    async sameIdentity(
      idNumberHash: string,
      userId: number,
      tenantId: number,
    ): Promise<SameIdentityAccount[]> {
      const rows = await db
        .select({
          userId: certifications.userId,
          phone: users.phone,
          subjectName: certifications.subjectName,
          status: certifications.status,
          submittedAt: certifications.submittedAt,
        })
        .from(certifications)
        .innerJoin(users, eq(users.id, certifications.userId))
        .where(
          and(
            eq(certifications.idNumberHash, idNumberHash),
            ne(certifications.userId, userId),
            eq(users.tenantId, tenantId),
          ),
        )
        .orderBy(desc(certifications.submittedAt));
      return rows.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null }));
    },
  };
}
