import type { SameIdentityAccount } from '@lyp/shared/account/certification.schemas';
import { and, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { isUniqueViolation } from '../../db/pg-errors';
import { certifications, users } from '../../db/schema';
import type { ProtectedIdNumber } from '../../lib/id-number-vault';

/** Another account holds this ID number, certified or in review (one person, one bidder). */
export class IdNumberTakenError extends Error {
  constructor() {
    super('ID number held by another account');
  }
}

export type CertificationRow = typeof certifications.$inferSelect & {
  phone: string;
  tenantId: number;
  /** The reviewer's name, else their phone; null until reviewed. */
  reviewerName: string | null;
};

const reviewers = alias(users, 'reviewer');
type Status = CertificationRow['status'];

/** Applications and reviews are conditional writes on the status, so two of them cannot both win. */
export function createCertificationsRepository(db: Db) {
  const withPhone = () =>
    db
      .select({
        ...getTableColumns(certifications),
        phone: users.phone,
        tenantId: users.tenantId,
        reviewerName: sql<string | null>`coalesce(${reviewers.actualName}, ${reviewers.phone})`,
      })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId))
      .leftJoin(reviewers, eq(reviewers.id, certifications.reviewedBy));

  return {
    async find(userId: number): Promise<CertificationRow | undefined> {
      const [found] = await withPhone().where(eq(certifications.userId, userId));
      return found;
    },

    /**
     * A new application, or a new try after a rejection; answers false if one is pending or
     * approved, and throws IdNumberTakenError when another account holds the number.
     */
    async apply(input: {
      userId: number;
      realName: string;
      idNumber: ProtectedIdNumber;
      idFrontFileId: string;
      idBackFileId: string;
      now: Date;
    }): Promise<boolean> {
      const values = {
        kind: 'personal' as const,
        status: 'pending' as const,
        subjectName: input.realName,
        ...input.idNumber,
        legacyIdNumber: null,
        duplicateAllowed: false,
        idFrontFileId: input.idFrontFileId,
        idBackFileId: input.idBackFileId,
        submittedAt: input.now,
        reviewedBy: null,
        reviewedAt: null,
        rejectReason: null,
        updatedAt: input.now,
      };
      const written = await db
        .insert(certifications)
        .values({ userId: input.userId, ...values, createdAt: input.now })
        .onConflictDoUpdate({
          target: certifications.userId,
          set: values,
          setWhere: sql`${certifications.status} = 'rejected'`,
        })
        .returning({ userId: certifications.userId })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'certifications_id_number_unique')) throw new IdNumberTakenError();
          throw error;
        });
      return written.length > 0;
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
        withPhone()
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

    async review(input: {
      userId: number;
      reviewerUserId: number;
      approved: boolean;
      reason: string | null;
      now: Date;
    }): Promise<boolean> {
      // Approved, the certified name becomes the user's real name (what auditors, sellers and
      // contracts read), in the same transaction as the decision.
      return db.transaction(async (tx) => {
        const written = await tx
          .update(certifications)
          .set({
            status: input.approved ? 'approved' : 'rejected',
            rejectReason: input.approved ? null : input.reason,
            reviewedBy: input.reviewerUserId,
            reviewedAt: input.now,
            updatedAt: input.now,
          })
          .where(and(eq(certifications.userId, input.userId), eq(certifications.status, 'pending')))
          .returning({ subjectName: certifications.subjectName });
        const certified = written[0];
        if (certified && input.approved) {
          await tx
            .update(users)
            .set({ actualName: certified.subjectName.slice(0, 50), updatedAt: input.now })
            .where(eq(users.id, input.userId));
        }
        return certified !== undefined;
      });
    },
  };
}

export type CertificationsRepository = ReturnType<typeof createCertificationsRepository>;
