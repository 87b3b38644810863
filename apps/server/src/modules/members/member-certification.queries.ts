import type { MemberOrgRole } from '@lyp/shared/system/member.schemas';
import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  certifications,
  companyCertifications,
  organisations,
  userOrganisations,
  users,
} from '../../db/schema';

const reviewer = alias(users, 'reviewer');
const reviewerName = sql<
  string | null
>`coalesce(${reviewer.actualName}, ${reviewer.username}, ${reviewer.phone})`;

/** The member's certifications and the organisations they belong to. */
export function createMemberCertificationQueries(db: DbOrTx) {
  return {
    async personalCertification(userId: number) {
      const [row] = await db
        .select({
          kind: certifications.kind,
          status: certifications.status,
          subjectName: certifications.subjectName,
          idNumberMasked: certifications.idNumberMasked,
          submittedAt: certifications.submittedAt,
          reviewedAt: certifications.reviewedAt,
          reviewerName,
          rejectReason: certifications.rejectReason,
        })
        .from(certifications)
        .leftJoin(reviewer, eq(reviewer.id, certifications.reviewedBy))
        .where(eq(certifications.userId, userId));
      return row;
    },

    /** The member's own applications, and those of the companies they belong to. */
    async companyCertifications(userId: number, orgIds: number[]) {
      const concerns = [eq(companyCertifications.applicantUserId, userId)];
      if (orgIds.length > 0) concerns.push(inArray(companyCertifications.orgId, orgIds));
      return db
        .select({
          id: companyCertifications.id,
          orgId: companyCertifications.orgId,
          companyName: companyCertifications.companyName,
          companyCode: companyCertifications.companyCode,
          status: companyCertifications.status,
          isApplicant: sql<boolean>`${companyCertifications.applicantUserId} = ${userId}`,
          submittedAt: companyCertifications.submittedAt,
          reviewedAt: companyCertifications.reviewedAt,
          reviewerName,
          rejectReason: companyCertifications.rejectReason,
        })
        .from(companyCertifications)
        .leftJoin(reviewer, eq(reviewer.id, companyCertifications.reviewedBy))
        .where(or(...concerns))
        .orderBy(desc(companyCertifications.createdAt), desc(companyCertifications.id));
    },

    /** Default first; in a company, a sub-account is one the company added (else its main account). */
    async organisations(userId: number) {
      return db
        .select({
          id: organisations.id,
          name: organisations.name,
          type: organisations.type,
          companyCode: organisations.companyCode,
          role: sql<MemberOrgRole>`case
            when ${organisations.type} <> 'company' then 'personal'
            when exists (select 1 from sub_accounts sa where sa.user_id = ${userId} and sa.org_id = "organisations"."id") then 'sub'
            else 'main' end`,
          isDefault: userOrganisations.isDefault,
        })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
        .where(eq(userOrganisations.userId, userId))
        .orderBy(desc(userOrganisations.isDefault), organisations.name);
    },
  };
}
