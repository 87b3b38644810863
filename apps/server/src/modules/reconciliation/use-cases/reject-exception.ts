import type { StatementLine, StatementLineRejectBody } from '@lyp/shared/reconciliation/statement.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireException, type StatementExceptionsDeps } from '../statement-exception-access';
import { toLine } from '../statement-line-view';

/** 驳回: not the platform's business (or to be sent back): closed with the reason. */
export function rejectException(deps: StatementExceptionsDeps) {
  const { reconciliation, clock } = deps;
  const findException = requireException(deps);
  return async (auditor: Principal, body: StatementLineRejectBody): Promise<StatementLine> => {
    const line = await findException(auditor, body.lineId);
    if (
      !(await reconciliation.resolve(line.id, {
        status: 'rejected',
        note: body.reason,
        userId: auditor.userId,
        now: clock.now(),
      }))
    )
      throw new AppError('STATEMENT_LINE_SETTLED');
    await deps.operationLog.record(auditor, {
      action: 'statement.reject',
      targetType: 'bank_statement_line',
      targetId: line.id,
      summary: `驳回银行流水 ${line.bankSerial ?? line.id}：${body.reason}`,
      before: { status: 'exception' },
      after: { status: 'rejected', reason: body.reason },
    });
    return toLine((await reconciliation.findLine(line.id))!);
  };
}
