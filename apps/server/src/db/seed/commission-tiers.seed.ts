import { DEFAULT_COMMISSION_TIERS } from '@lyp/shared/auction/auction-rules';
import { isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { commissionTiers } from '../schema';

/**
 * The platform's default commission tiers, written once: an administrator's own tiers are
 * never overwritten, and a database without any gets the built-in ones to edit.
 */
export async function ensureDefaultCommissionTiers(tx: DbOrTx, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: commissionTiers.id })
    .from(commissionTiers)
    .where(isNull(commissionTiers.sellerOrgId))
    .limit(1);
  if (existing) return;
  await tx.insert(commissionTiers).values(
    DEFAULT_COMMISSION_TIERS.map((tier) => ({
      sellerOrgId: null,
      upToFen: tier.upToFen,
      rateBps: tier.rateBps,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
