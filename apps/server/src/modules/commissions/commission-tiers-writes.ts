import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commissionTiers } from '../../db/schema';
import { ownerIs } from './commission-tiers.queries';

/** Advisory lock namespace of commission tiers; the second key is the seller's org id, 0 for the default. */
const TIERS_LOCK_NAMESPACE = 720_010;

/** Saving and removing one owner's bands, under that owner's lock. */
export function createCommissionTiersWrites(db: DbOrTx) {
  return {
    /**
     * Holds one owner's bands until the transaction ends, so that two saves cannot interleave
     * their delete and insert, and what is read as "before" is what gets replaced.
     */
    async lockOwner(sellerOrgId: number | null): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${TIERS_LOCK_NAMESPACE}, ${sellerOrgId ?? 0})`);
    },

    /** Replaces all the bands of one owner; inside a transaction, after lockOwner. */
    async replace(sellerOrgId: number | null, tiers: readonly CommissionTier[], now: Date): Promise<void> {
      await db.delete(commissionTiers).where(ownerIs(sellerOrgId));
      await db.insert(commissionTiers).values(
        tiers.map((tier) => ({
          sellerOrgId,
          upToFen: tier.upToFen,
          rateBps: tier.rateBps,
          createdAt: now,
          updatedAt: now,
        })),
      );
    },

    /** Removes a seller's own bands; answers how many there were. */
    async remove(sellerOrgId: number): Promise<number> {
      const removed = await db
        .delete(commissionTiers)
        .where(eq(commissionTiers.sellerOrgId, sellerOrgId))
        .returning({ id: commissionTiers.id });
      return removed.length;
    },
  };
}
