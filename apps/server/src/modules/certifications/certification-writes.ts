import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { certifications, users } from '../../db/schema';
import type { ProtectedIdNumber } from '../../lib/id-number-vault';

/** Another account holds this ID number, certified or in review (one person, one bidder). */
export class IdNumberTakenError extends Error {
  constructor() {
    super('ID number held by another account');
  }
}

/** Applications and reviews are conditional writes on the status, so two of them cannot both win. */
export function createCertificationWrites(db: Db) {
  return {
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
