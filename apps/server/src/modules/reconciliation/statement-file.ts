import type { Principal } from '../../lib/principal';
import { headerRowIndex } from '../../lib/tabular-file';
import type { ReconciliationServiceDeps } from './reconciliation-deps';
import { normaliseHeader } from './statement-rows';

/** The statement's rows and header, as uploaded by the caller (their own file, .xlsx or .csv). */
export function readStatementFile(deps: Pick<ReconciliationServiceDeps, 'files'>) {
  return async function readStatement(principal: Principal, fileId: string) {
    const { file, table } = await deps.files.readOwnTable(principal, fileId, '银行对账单');
    const headerAt = headerRowIndex(table);
    return { file, table, headerAt, headers: (table[headerAt] ?? []).map(normaliseHeader).filter(Boolean) };
  };
}
