import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, users } from '../../db/schema';

export type CertificationRow = typeof certifications.$inferSelect & { phone: string };
type Status = CertificationRow['status'];

/** Applications and reviews are conditional writes on the status, so two of them cannot both win. */
export function createCertificationsRepository(db: Db) {
  const withPhone = () =>
    db
      .select({ ...getTableColumns(certifications), phone: users.phone })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId));

  return {
    async find(userId: number): Promise<CertificationRow | undefined> {
      const [found] = await withPhone().where(eq(certifications.userId, userId));
      return found;
    },

    /** A new application, or a new try after a rejection; answers false if one is pending or approved. */
    async apply(input: {
      userId: number;
      realName: string;
      idNumber: string;
      idFrontFileId: string;
      idBackFileId: string;
      now: Date;
    }): Promise<boolean> {
      const values = {
        kind: 'personal' as const,
        status: 'pending' as const,
        subjectName: input.realName,
        idNumber: input.idNumber,
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
        .returning({ userId: certifications.userId });
      return written.length > 0;
    },

    async list(filter: { status?: Status; offset: number; limit: number }) {
      const where: SQL | undefined = filter.status ? eq(certifications.status, filter.status) : undefined;
      const [records, totals] = await Promise.all([
        withPhone()
          .where(where)
          .orderBy(desc(certifications.submittedAt), desc(certifications.userId))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(certifications).where(where),
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
      const written = await db
        .update(certifications)
        .set({
          status: input.approved ? 'approved' : 'rejected',
          rejectReason: input.approved ? null : input.reason,
          reviewedBy: input.reviewerUserId,
          reviewedAt: input.now,
          updatedAt: input.now,
        })
        .where(and(eq(certifications.userId, input.userId), eq(certifications.status, 'pending')))
        .returning({ userId: certifications.userId });
      return written.length > 0;
    },
  };
}

export type CertificationsRepository = ReturnType<typeof createCertificationsRepository>;
