import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { commissionTiers } from '../../db/schema';
import type { StoredTiers } from './commissions.types';

type TierRow = { sellerOrgId: number | null; upToFen: number | null; rateBps: number; updatedAt: Date };

/** Bands in order: by upper bound, the unbounded one last (saved lists are ascending). */
const bandOrder = [sql`${commissionTiers.upToFen} asc nulls last`, asc(commissionTiers.id)];

function stored(rows: TierRow[]): StoredTiers {
  return {
    tiers: rows.map((row) => ({ upToFen: row.upToFen, rateBps: row.rateBps })),
    updatedAt: rows.reduce<Date | null>(
      (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
      null,
    ),
  };
}

export const ownerIs = (sellerOrgId: number | null) =>
  sellerOrgId === null ? isNull(commissionTiers.sellerOrgId) : eq(commissionTiers.sellerOrgId, sellerOrgId);

/** Reads of commission bands: one owner's, a sale's, a page of sellers'. */
export function createCommissionTiersQueries(db: DbOrTx) {
  const selectTiers = () =>
    db
      .select({
        sellerOrgId: commissionTiers.sellerOrgId,
        upToFen: commissionTiers.upToFen,
        rateBps: commissionTiers.rateBps,
        updatedAt: commissionTiers.updatedAt,
      })
      .from(commissionTiers);

  return {
    /** A seller's own tiers (orgId) or the platform's default (null); empty when none are stored. */
    async tiersOf(sellerOrgId: number | null): Promise<StoredTiers> {
      return stored(
        await selectTiers()
          .where(ownerIs(sellerOrgId))
          .orderBy(...bandOrder),
      );
    },

    /** The seller's tiers and the platform's default in one read, for a sale being closed. */
    async tiersForSale(
      sellerOrgId: number,
    ): Promise<{ seller: CommissionTier[]; platform: CommissionTier[] }> {
      const rows = await selectTiers()
        .where(or(eq(commissionTiers.sellerOrgId, sellerOrgId), isNull(commissionTiers.sellerOrgId)))
        .orderBy(...bandOrder);
      return {
        seller: stored(rows.filter((row) => row.sellerOrgId === sellerOrgId)).tiers,
        platform: stored(rows.filter((row) => row.sellerOrgId === null)).tiers,
      };
    },

    /** Each listed seller's own tiers, for a page of sellers. */
    async tiersOfSellers(orgIds: number[]): Promise<Map<number, StoredTiers>> {
      const byOrg = new Map<number, StoredTiers>();
      if (orgIds.length === 0) return byOrg;
      const rows = await selectTiers()
        .where(inArray(commissionTiers.sellerOrgId, orgIds))
        .orderBy(...bandOrder);
      for (const orgId of orgIds) {
        const own = rows.filter((row) => row.sellerOrgId === orgId);
        if (own.length > 0) byOrg.set(orgId, stored(own));
      }
      return byOrg;
    },
  };
}
