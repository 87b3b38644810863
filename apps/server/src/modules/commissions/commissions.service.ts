import type { CommissionServiceDeps } from './commissions-deps';
import { getDefaultTiers, saveDefaultTiers } from './use-cases/default-tiers';
import { sellerListUseCases } from './use-cases/seller-list';
import { sellerOverrideUseCases } from './use-cases/seller-overrides';

export type { CommissionServiceDeps } from './commissions-deps';

/** The platform's default and each seller company's own tiers; every change is in the operation log. */
export function createCommissionService(deps: CommissionServiceDeps) {
  const getDefault = getDefaultTiers(deps);
  return {
    getDefault,
    saveDefault: saveDefaultTiers(deps),
    ...sellerListUseCases(deps, getDefault),
    ...sellerOverrideUseCases(deps),
  };
}

export type CommissionService = ReturnType<typeof createCommissionService>;
