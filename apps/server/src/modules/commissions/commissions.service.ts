import { DEFAULT_COMMISSION_TIERS, type CommissionTier } from '@lyp/shared/auction/auction-rules';
import type {
  CommissionOverridePageBody,
  CommissionTiersView,
  SellerCommission,
} from '@lyp/shared/system/commission.schemas';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Clock } from '../../lib/clock';
import type { Actor, OperationLogService } from '../operation-log';
import type {
  CommissionsRepository,
  CommissionsUnit,
  SellerCompany,
  StoredTiers,
} from './commissions.repository';
import { exportSellerCommissions } from './commission-export';

export interface CommissionServiceDeps {
  commissions: CommissionsRepository;
  transaction: <T>(work: (unit: CommissionsUnit) => Promise<T>) => Promise<T>;
  operationLog: OperationLogService;
  clock: Clock;
}

const TARGET_TYPE = 'commission';
/** The operation log's target id of the platform's default tiers. */
const DEFAULT_TARGET_ID = 'default';

const toView = (stored: StoredTiers): CommissionTiersView => ({
  tiers: stored.tiers,
  updatedAt: stored.updatedAt?.toISOString() ?? null,
});

function sellerView(seller: SellerCompany, own: StoredTiers | undefined): SellerCommission {
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

/** The platform's default and each seller company's own tiers; every change is in the operation log. */
export function createCommissionService(deps: CommissionServiceDeps) {
  const { commissions, clock } = deps;

  /** Another tenant's organisation, a person or a company that sells nothing: all the same 404. */
  async function requireSeller(actor: Actor, orgId: number): Promise<SellerCompany> {
    const seller = await commissions.findSellerCompany(actor.tenantId, orgId);
    if (!seller) throw new AppError('COMMISSION_SELLER_NOT_FOUND');
    return seller;
  }

  /** The stored default; the built-in one while none is stored (what closing charges then too). */
  async function getDefault(): Promise<CommissionTiersView> {
    const stored = await commissions.tiersOf(null);
    return stored.tiers.length > 0
      ? toView(stored)
      : { tiers: [...DEFAULT_COMMISSION_TIERS], updatedAt: null };
  }

  /** A page of the tenant's seller companies as filtered, each with its own tiers if it has them. */
  async function sellersOf(actor: Actor, body: CommissionOverridePageBody, offset: number, limit: number) {
    const { rows, total } = await commissions.sellerPage({
      tenantId: actor.tenantId,
      ...(body.keyword ? { keyword: body.keyword } : {}),
      ...(body.hasOverride === undefined ? {} : { hasOverride: body.hasOverride }),
      offset,
      limit,
    });
    const own = await commissions.tiersOfSellers(rows.map((row) => row.id));
    return { records: rows.map((row) => sellerView(row, own.get(row.id))), total };
  }

  return {
    getDefault,

    async saveDefault(actor: Actor, tiers: CommissionTier[]): Promise<CommissionTiersView> {
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
    },

    async sellerPage(actor: Actor, body: CommissionOverridePageBody) {
      const { records, total } = await sellersOf(actor, body, (body.current - 1) * body.size, body.size);
      return { records, total, current: body.current, size: body.size };
    },

    /**
     * 佣金设置's export: every seller company of the list as filtered, a page at a time, with
     * the commission it is charged. The default is read first: the same for every row.
     */
    async sellerExport(actor: Actor, body: CommissionOverridePageBody) {
      const { tiers: defaultTiers } = await getDefault();
      const rows = allPages(async (offset, limit) => (await sellersOf(actor, body, offset, limit)).records);
      return exportSellerCommissions(rows, defaultTiers, clock.now());
    },

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

export type CommissionService = ReturnType<typeof createCommissionService>;
