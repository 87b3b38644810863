import { createPaymentMatcher } from './payment-matcher';
import type { ReconciliationServiceDeps } from './reconciliation-deps';
import { createStatementExceptions } from './statement-exceptions';
import { importStatement } from './use-cases/import-statement';
import { statementLayoutUseCases } from './use-cases/statement-layouts';
import { listStatementLines } from './use-cases/statement-lines';

export type { ReconciliationServiceDeps } from './reconciliation-deps';

/**
 * 银行对账: the platform account's statement imported, each credit confirmed against the deposit
 * or order its note names (the line kept as evidence), every other credit an exception for a
 * person to match or reject. A line is known by its key: importing it again changes nothing.
 */
export function createReconciliationService(deps: ReconciliationServiceDeps) {
  const matcher = createPaymentMatcher(deps);

  return {
    ...createStatementExceptions({ ...deps, matcher }),
    ...statementLayoutUseCases(deps),
    import: importStatement(deps, matcher),
    lines: listStatementLines(deps),
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
