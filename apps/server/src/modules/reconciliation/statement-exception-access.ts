import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { PaymentMatcher } from './payment-matcher';
import type { ReconciliationServiceDeps } from './reconciliation-deps';
import type { StatementLineRecord } from './reconciliation.repository';

export type StatementExceptionsDeps = ReconciliationServiceDeps & { matcher: PaymentMatcher };

/** The caller's tenant's line, still an exception. */
export function requireException({ reconciliation }: Pick<ReconciliationServiceDeps, 'reconciliation'>) {
  return async (auditor: Principal, lineId: number): Promise<StatementLineRecord> => {
    const line = await reconciliation.findLine(lineId);
    if (!line || line.tenantId !== auditor.tenantId) throw new AppError('STATEMENT_LINE_NOT_FOUND');
    if (line.status !== 'exception') throw new AppError('STATEMENT_LINE_SETTLED');
    return line;
  };
}
