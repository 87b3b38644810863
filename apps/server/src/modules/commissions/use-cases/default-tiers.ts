import { DEFAULT_COMMISSION_TIERS, type CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { CommissionTiersView } from '@lyp/shared/system/commission.schemas';
import type { Actor } from '../../operation-log';
import { toView } from '../commission-views';
import { DEFAULT_TARGET_ID, TARGET_TYPE, type CommissionServiceDeps } from '../commissions-deps';

/** The stored default; the built-in one while none is stored (what closing charges then too). */
export function getDefaultTiers(deps: CommissionServiceDeps) {
  const { commissions } = deps;
  return async function getDefault(): Promise<CommissionTiersView> {
    const stored = await commissions.tiersOf(null);
    return stored.tiers.length > 0
      ? toView(stored)
      : { tiers: [...DEFAULT_COMMISSION_TIERS], updatedAt: null };
  };
}

/** Replaces the platform's default tiers, logged with what they were. */
export function saveDefaultTiers(deps: CommissionServiceDeps) {
  const { clock } = deps;
  return async (actor: Actor, tiers: CommissionTier[]): Promise<CommissionTiersView> => {
    const now = clock.now();
    return deps.transaction(async (unit) => {
      await unit.commissions.lockOwner(null);
      const before = await unit.commissions.tiersOf(null);
      await unit.commissions.replace(null, tiers, now);
      await deps.operationLog.record(
        actor,
        {
          action: 'commission.default.update',
          targetType: TARGET_TYPE,
          targetId: DEFAULT_TARGET_ID,
          summary: `修改平台默认佣金档位（${tiers.length} 档）`,
          before: { tiers: before.tiers },
          after: { tiers },
        },
        unit.logs,
      );
      return { tiers, updatedAt: now.toISOString() };
    });
  };
}
