import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { dictItemOf } from '../../db/dict-item';
import { containing } from '../../db/like';
import { bidderQualifications, organisations, users } from '../../db/schema';

export type QualificationRow = typeof bidderQualifications.$inferSelect;

const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');

/** The kind's name from the dictionary (the code itself if an administrator removed it). */
const typeName = dictItemOf(DICT_CODES.bidderQualification, sql`${bidderQualifications.typeCode}`).label;

export interface QualificationFilter {
  tenantId: number;
  status?: QualificationRow['status'];
  typeCode?: string;
  keyword?: string;
  offset: number;
  limit: number;
}

/** Qualifications with the names their screens show: the kind, the holder, who sent and who decided. */
export function createQualificationQueries(db: Db) {
  const withNames = () =>
    db
      .select({
        row: bidderQualifications,
        typeName,
        orgName: organisations.name,
        tenantId: organisations.tenantId,
        submitterPhone: submitter.phone,
        reviewerName: sql<string | null>`coalesce(${reviewer.actualName}, ${reviewer.phone})`,
      })
      .from(bidderQualifications)
      .innerJoin(organisations, eq(organisations.id, bidderQualifications.orgId))
      .innerJoin(submitter, eq(submitter.id, bidderQualifications.submittedBy))
      .leftJoin(reviewer, eq(reviewer.id, bidderQualifications.reviewedBy));

  return {
    async findNamed(id: number) {
      const [row] = await withNames().where(eq(bidderQualifications.id, id));
      return row;
    },

    ofOrganisation: (orgId: number) =>
      withNames().where(eq(bidderQualifications.orgId, orgId)).orderBy(bidderQualifications.typeCode),

    /** A tenant's qualifications, newest first; the keyword matches the holder or the number. */
    async list(filter: QualificationFilter) {
      const conditions: SQL[] = [eq(organisations.tenantId, filter.tenantId)];
      if (filter.status) conditions.push(eq(bidderQualifications.status, filter.status));
      if (filter.typeCode) conditions.push(eq(bidderQualifications.typeCode, filter.typeCode));
      if (filter.keyword) {
        const pattern = containing(filter.keyword);
        conditions.push(
          or(ilike(organisations.name, pattern), ilike(bidderQualifications.licenceNo, pattern))!,
        );
      }
      const where = and(...conditions);
      const [records, totals] = await Promise.all([
        withNames()
          .where(where)
          .orderBy(desc(bidderQualifications.submittedAt), desc(bidderQualifications.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db
          .select({ total: count() })
          .from(bidderQualifications)
          .innerJoin(organisations, eq(organisations.id, bidderQualifications.orgId))
          .where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}

export type NamedQualification = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createQualificationQueries>['findNamed']>>
>;
