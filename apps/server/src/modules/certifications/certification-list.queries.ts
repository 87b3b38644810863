import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { certifications, users } from '../../db/schema';
import { selectWithPhone, type CertificationRow } from './certification.queries';

type Status = CertificationRow['status'];

/** The reviewers' list of a tenant's applications. */
export function createCertificationListQueries(db: Db) {
  return {
    /**
     * A tenant's applications, newest first; the keyword matches the name, the phone, the
     * visible digits of the ID number, or (keywordIdHash) a whole ID number.
     */
    async list(filter: {
      tenantId: number;
      status?: Status;
      keyword?: string;
      keywordIdHash?: string;
      offset: number;
      limit: number;
    }) {
      const conditions: SQL[] = [eq(users.tenantId, filter.tenantId)];
      if (filter.status) conditions.push(eq(certifications.status, filter.status));
      if (filter.keyword) {
        const pattern = containing(filter.keyword);
        conditions.push(
          or(
            ilike(certifications.subjectName, pattern),
            ilike(users.phone, pattern),
            ilike(certifications.idNumberMasked, pattern),
            filter.keywordIdHash ? eq(certifications.idNumberHash, filter.keywordIdHash) : undefined,
          )!,
        );
      }
      const where = and(...conditions);
      const [records, totals] = await Promise.all([
        selectWithPhone(db)
          .where(where)
          .orderBy(desc(certifications.submittedAt), desc(certifications.userId))
          .offset(filter.offset)
          .limit(filter.limit),
        db
          .select({ total: count() })
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },
  };
}
