import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidderQualifications } from '../../db/schema';

/** What a submission writes: the holder's current one of the kind, back in review. */
export interface QualificationSubmission {
  orgId: number;
  typeCode: string;
  licenceNo: string;
  validUntil: string;
  fileIds: string[];
  submittedBy: number;
  at: Date;
}

export function createQualificationWrites(db: Db) {
  return {
    async idOf(orgId: number, typeCode: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: bidderQualifications.id })
        .from(bidderQualifications)
        .where(and(eq(bidderQualifications.orgId, orgId), eq(bidderQualifications.typeCode, typeCode)));
      return row?.id;
    },

    /**
     * The organisation's one of the kind, new or replaced: back to 审核中 with the previous
     * decision (reviewer, time, reason) cleared, so the reviewer sees a fresh application.
     */
    async submit(submission: QualificationSubmission): Promise<number> {
      const values = {
        ...submission,
        status: 'submitted' as const,
        rejectReason: null,
        submittedAt: submission.at,
        reviewedBy: null,
        reviewedAt: null,
      };
      const [row] = await db
        .insert(bidderQualifications)
        .values(values)
        .onConflictDoUpdate({
          target: [bidderQualifications.orgId, bidderQualifications.typeCode],
          set: values,
        })
        .returning({ id: bidderQualifications.id });
      return row!.id;
    },

    /** The reviewer's decision, only while the qualification waits for one; false when it no longer does. */
    async decide(
      id: number,
      decision: { approved: boolean; reason: string | null; reviewerId: number; at: Date },
    ): Promise<boolean> {
      const updated = await db
        .update(bidderQualifications)
        .set({
          status: decision.approved ? 'approved' : 'rejected',
          rejectReason: decision.approved ? null : decision.reason,
          reviewedBy: decision.reviewerId,
          reviewedAt: decision.at,
        })
        .where(and(eq(bidderQualifications.id, id), eq(bidderQualifications.status, 'submitted')))
        .returning({ id: bidderQualifications.id });
      return updated.length > 0;
    },
  };
}
