import type { StatementLine, StatementLineMatchBody } from '@lyp/shared/reconciliation/statement.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireException, type StatementExceptionsDeps } from '../statement-exception-access';
import { toLine } from '../statement-line-view';

/** 人工匹配: the exception pays the deposit or order picked, if its amount is the one due. */
export function matchException(deps: StatementExceptionsDeps) {
  const { reconciliation, clock, matcher } = deps;
  const findException = requireException(deps);
  return async (auditor: Principal, body: StatementLineMatchBody): Promise<StatementLine> => {
    const line = await findException(auditor, body.lineId);
    const decision =
      body.kind === 'deposit'
        ? await (async () => {
            const deposit = await deps.deposits.forStatementById(auditor.tenantId, body.targetId);
            if (!deposit) throw new AppError('DEPOSIT_NOT_FOUND');
            return matcher.settleDeposit(auditor, line, deposit);
          })()
        : await (async () => {
            const order = await deps.orders.forStatementById(auditor.tenantId, body.targetId);
            if (!order) throw new AppError('ORDER_NOT_FOUND');
            return matcher.settleOrder(auditor, line, order);
          })();
    if (decision.status !== 'confirmed')
      throw new AppError('STATEMENT_MATCH_REFUSED', { params: { reason: decision.problemDetail ?? '' } });
    await deps.operationLog.record(auditor, {
      action: 'statement.match',
      targetType: 'bank_statement_line',
      targetId: line.id,
      summary: `人工匹配银行流水 ${line.bankSerial ?? line.id} 到${body.kind === 'deposit' ? '保证金' : '订单'} ${decision.matchedReference ?? ''}`,
      before: { status: 'exception', problem: line.problem },
      after: { status: 'resolved', kind: body.kind, targetId: body.targetId, note: body.note ?? null },
    });
    await reconciliation.resolve(line.id, {
      status: 'resolved',
      matchedKind: body.kind,
      matchedId: body.targetId,
      matchedReference: decision.matchedReference ?? '',
      note: body.note ?? null,
      userId: auditor.userId,
      now: clock.now(),
    });
    return toLine((await reconciliation.findLine(line.id))!);
  };
}
