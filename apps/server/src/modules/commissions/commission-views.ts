import type { CommissionTiersView, SellerCommission } from '@lyp/shared/system/commission.schemas';
import type { SellerCompany, StoredTiers } from './commissions.types';

export const toView = (stored: StoredTiers): CommissionTiersView => ({
  tiers: stored.tiers,
  updatedAt: stored.updatedAt?.toISOString() ?? null,
});

export function sellerView(seller: SellerCompany, own: StoredTiers | undefined): SellerCommission {
  const hasOverride = own !== undefined && own.tiers.length > 0;
  return {
    orgId: seller.id,
    orgName: seller.name,
    companyCode: seller.companyCode,
    hasOverride,
    tiers: hasOverride ? own.tiers : null,
    updatedAt: hasOverride ? (own.updatedAt?.toISOString() ?? null) : null,
  };
}
