import type { CommissionTiersView, CommissionOverridePageBody } from '@lyp/shared/system/commission.schemas';
import { allPages } from '../../../lib/excel-export';
import type { Actor } from '../../operation-log';
import { exportSellerCommissions } from '../commission-export';
import { sellerView } from '../commission-views';
import type { CommissionServiceDeps } from '../commissions-deps';
import { readPage } from '../../../lib/paging';

/** A page of the tenant's seller companies as filtered, each with its own tiers if it has them. */
function sellersOfTenant(deps: CommissionServiceDeps) {
  const { commissions } = deps;
  return async function sellersOf(
    actor: Actor,
    body: CommissionOverridePageBody,
    offset: number,
    limit: number,
  ) {
    const { rows, total } = await commissions.sellerPage({
      tenantId: actor.tenantId,
      ...(body.keyword ? { keyword: body.keyword } : {}),
      ...(body.hasOverride === undefined ? {} : { hasOverride: body.hasOverride }),
      offset,
      limit,
    });
    const own = await commissions.tiersOfSellers(rows.map((row) => row.id));
    return { records: rows.map((row) => sellerView(row, own.get(row.id))), total };
  };
}

/** 佣金设置's list of seller companies: a page of it, or all of it as a workbook. */
export function sellerListUseCases(
  deps: CommissionServiceDeps,
  getDefault: () => Promise<CommissionTiersView>,
) {
  const { clock } = deps;
  const sellersOf = sellersOfTenant(deps);
  return {
    async sellerPage(actor: Actor, body: CommissionOverridePageBody) {
      return readPage(
        body,
        ({ offset, limit }) => sellersOf(actor, body, offset, limit),
        (record) => record,
      );
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
  };
}
