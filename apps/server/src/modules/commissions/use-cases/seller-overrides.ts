import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { SellerCommission } from '@lyp/shared/system/commission.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import { sellerView } from '../commission-views';
import { TARGET_TYPE, type CommissionServiceDeps } from '../commissions-deps';
import type { SellerCompany } from '../commissions.types';

/** A seller company's own tiers: read, set or changed, and removed (back to the default). */
export function sellerOverrideUseCases(deps: CommissionServiceDeps) {
  const { commissions, clock } = deps;

  /** Another tenant's organisation, a person or a company that sells nothing: all the same 404. */
  async function requireSeller(actor: Actor, orgId: number): Promise<SellerCompany> {
    const seller = await commissions.findSellerCompany(actor.tenantId, orgId);
    if (!seller) throw new AppError('COMMISSION_SELLER_NOT_FOUND');
    return seller;
  }

  return {
    async getOverride(actor: Actor, orgId: number): Promise<SellerCommission> {
      const seller = await requireSeller(actor, orgId);
      return sellerView(seller, await commissions.tiersOf(seller.id));
    },

    async saveOverride(actor: Actor, orgId: number, tiers: CommissionTier[]): Promise<SellerCommission> {
      const seller = await requireSeller(actor, orgId);
      const now = clock.now();
      return deps.transaction(async (unit) => {
        await unit.commissions.lockOwner(seller.id);
        const before = await unit.commissions.tiersOf(seller.id);
        await unit.commissions.replace(seller.id, tiers, now);
        const isNew = before.tiers.length === 0;
        await deps.operationLog.record(
          actor,
          {
            action: isNew ? 'commission.seller.create' : 'commission.seller.update',
            targetType: TARGET_TYPE,
            targetId: seller.id,
            summary: `${isNew ? '设置' : '修改'}委托方 ${seller.name} 的佣金档位（${tiers.length} 档）`,
            before: isNew ? null : { tiers: before.tiers },
            after: { tiers },
          },
          unit.logs,
        );
        return sellerView(seller, { tiers, updatedAt: now });
      });
    },

    async removeOverride(actor: Actor, orgId: number): Promise<void> {
      const seller = await requireSeller(actor, orgId);
      await deps.transaction(async (unit) => {
        await unit.commissions.lockOwner(seller.id);
        const before = await unit.commissions.tiersOf(seller.id);
        if ((await unit.commissions.remove(seller.id)) === 0)
          throw new AppError('COMMISSION_OVERRIDE_NOT_FOUND');
        await deps.operationLog.record(
          actor,
          {
            action: 'commission.seller.remove',
            targetType: TARGET_TYPE,
            targetId: seller.id,
            summary: `删除委托方 ${seller.name} 的单独佣金设置，恢复按平台默认`,
            before: { tiers: before.tiers },
          },
          unit.logs,
        );
      });
    },
  };
}
