import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCertifications, userOrganisations } from '../../db/schema';
import type { CompanyCertRecord } from './company-cert.types';

/** Reads of the applications a user made or is described by. */
export function createCompanyApplicantQueries(db: DbOrTx) {
  return {
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
  };
}
