import type { StatementLineListBody } from '@lyp/shared/reconciliation/statement.schemas';
import type { Principal } from '../../../lib/principal';
import type { ReconciliationServiceDeps } from '../reconciliation-deps';
import { toLine } from '../statement-line-view';

/** The imported lines of the caller's tenant, as filtered. */
export function listStatementLines(deps: ReconciliationServiceDeps) {
  const { reconciliation } = deps;
  return async (principal: Principal, body: StatementLineListBody) => {
    const { records, total } = await reconciliation.listLines({
      tenantId: principal.tenantId,
      ...(body.status ? { status: body.status } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
      offset: (body.current - 1) * body.size,
      limit: body.size,
    });
    return { records: records.map(toLine), total, current: body.current, size: body.size };
  };
}
