import type { StatementLineListBody } from '@lyp/shared/reconciliation/statement.schemas';
import type { Principal } from '../../../lib/principal';
import type { ReconciliationServiceDeps } from '../reconciliation-deps';
import { toLine } from '../statement-line-view';
import { readPage } from '../../../lib/paging';

/** The imported lines of the caller's tenant, as filtered. */
export function listStatementLines(deps: ReconciliationServiceDeps) {
  const { reconciliation } = deps;
  return async (principal: Principal, body: StatementLineListBody) => {
    const filters = {
      tenantId: principal.tenantId,
      ...(body.status ? { status: body.status } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
    };
    return readPage(body, (window) => reconciliation.listLines({ ...filters, ...window }), toLine);
  };
}
