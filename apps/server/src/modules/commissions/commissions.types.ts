import type { CommissionTier } from '@lyp/shared/auction/auction-rules';

export interface StoredTiers {
  tiers: CommissionTier[];
  /** The last save; null when none is stored. */
  updatedAt: Date | null;
}

export interface SellerCompany {
  id: number;
  name: string;
  companyCode: string | null;
}

export interface SellerPageQuery {
  tenantId: number;
  keyword?: string;
  hasOverride?: boolean;
  offset: number;
  limit: number;
}
