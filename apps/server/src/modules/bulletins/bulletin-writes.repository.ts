import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation } from '../../db/pg-errors';
import { bulletins } from '../../db/schema';
import { LotsInUseError, type BulletinStatus, type LotExtras, type NewLot } from './bulletin-records';
import { createLotReplacement } from './lot-replacement.repository';

/** A bulletin's own row written: created with its lots, its content changed, removed. */
export interface BulletinWrites {
  create(input: {
    tenantId: number;
    sellerOrgId: number;
    createdBy: number;
    title: string;
    bodyHtml: string;
    keepRunnerUpDeposit?: boolean;
    now: Date;
    bulletinNoPrefix: string;
    lots: NewLot[];
    extras?: LotExtras[];
  }): Promise<{ bulletinId: number; lotIds: number[] }>;
  updateContent(
    id: number,
    /** Left out, the bulletin keeps its 保留次高出价人保证金 choice. */
    content: { title: string; bodyHtml: string; keepRunnerUpDeposit?: boolean; status: BulletinStatus },
    now: Date,
  ): Promise<void>;
  remove(id: number): Promise<void>;
  setCommission(id: number, commissionBps: number | null, now: Date): Promise<void>;
}

export function createBulletinWrites(db: DbOrTx): BulletinWrites {
  return {
    async create(input) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(bulletins)
          .values({
            // A unique stand-in until the id is known (replaced two statements later).
            bulletinNo: `${input.bulletinNoPrefix}~${randomBytes(6).toString('hex')}`,
            tenantId: input.tenantId,
            sellerOrgId: input.sellerOrgId,
            createdBy: input.createdBy,
            title: input.title,
            bodyHtml: input.bodyHtml,
            keepRunnerUpDeposit: input.keepRunnerUpDeposit ?? false,
            status: 'draft',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning({ id: bulletins.id });
        if (!created) throw new Error('bulletin insert returned nothing');
        // The number shows the day and the id: unique, and readable over the phone.
        const bulletinNo = `${input.bulletinNoPrefix}${String(created.id).padStart(5, '0')}`;
        await tx.update(bulletins).set({ bulletinNo }).where(eq(bulletins.id, created.id));
        const lotIds = await createLotReplacement(tx).replaceLots(
          { id: created.id, bulletinNo },
          input.lots,
          input.extras,
        );
        return { bulletinId: created.id, lotIds };
      });
    },

    async updateContent(id, content, now) {
      await db
        .update(bulletins)
        .set({ ...content, rejectReason: content.status === 'draft' ? null : undefined, updatedAt: now })
        .where(eq(bulletins.id, id));
    },

    async remove(id) {
      try {
        await db.delete(bulletins).where(eq(bulletins.id, id));
      } catch (error) {
        if (isReferenceViolation(error)) throw new LotsInUseError();
        throw error;
      }
    },

    async setCommission(id, commissionBps, now) {
      await db.update(bulletins).set({ commissionBps, updatedAt: now }).where(eq(bulletins.id, id));
    },
  };
}
