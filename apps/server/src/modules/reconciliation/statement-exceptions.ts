import { depositReference } from '@lyp/shared/auction/payment-reference';
import type {
  MatchCandidate,
  StatementLine,
  StatementLineMatchBody,
  StatementLineRejectBody,
} from '@lyp/shared/reconciliation/statement.schemas';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { PaymentMatcher } from './payment-matcher';
import type { StatementLineRecord } from './reconciliation.repository';
import { toLine } from './statement-line-view';
import type { ReconciliationServiceDeps } from './reconciliation.service';

/**
 * 待处理: the credits a statement could not match, settled by a person: matched to a waiting
 * deposit or order of the same amount (through the same checks as an import), or rejected.
 */
export function createStatementExceptions(deps: ReconciliationServiceDeps & { matcher: PaymentMatcher }) {
  const { reconciliation, clock, matcher } = deps;

  async function requireException(auditor: Principal, lineId: number): Promise<StatementLineRecord> {
    const line = await reconciliation.findLine(lineId);
    if (!line || line.tenantId !== auditor.tenantId) throw new AppError('STATEMENT_LINE_NOT_FOUND');
    if (line.status !== 'exception') throw new AppError('STATEMENT_LINE_SETTLED');
    return line;
  }

  return {
    /** What an exception may pay: deposits and orders of the tenant awaiting exactly its amount. */
    async candidates(auditor: Principal, lineId: number): Promise<MatchCandidate[]> {
      const line = await requireException(auditor, lineId);
      const [deposits, orders] = await Promise.all([
        deps.deposits.awaitingWithAmount(auditor.tenantId, line.amountFen),
        deps.orders.awaitingWithAmount(auditor.tenantId, line.amountFen),
      ]);
      return [
        ...deposits.map((deposit) => ({
          kind: 'deposit' as const,
          id: deposit.id,
          reference: depositReference(deposit.lotId, deposit.userId),
          payerName: deposit.bidderName,
          lotTitle: deposit.lotTitle,
          amountFen: deposit.amountFen,
          submittedAt: deposit.submittedAt?.toISOString() ?? null,
        })),
        ...orders.map((order) => ({
          kind: 'order' as const,
          id: order.id,
          reference: order.orderNo,
          payerName: (JSON.parse(order.confirmation) as { buyerName: string }).buyerName,
          lotTitle: order.lotTitle,
          amountFen: order.amountDueFen,
          submittedAt: order.paymentSubmittedAt?.toISOString() ?? null,
        })),
      ];
    },

    /** 人工匹配: the exception pays the deposit or order picked, if its amount is the one due. */
    async match(auditor: Principal, body: StatementLineMatchBody): Promise<StatementLine> {
      const line = await requireException(auditor, body.lineId);
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
    },

    /** 驳回: not the platform's business (or to be sent back): closed with the reason. */
    async reject(auditor: Principal, body: StatementLineRejectBody): Promise<StatementLine> {
      const line = await requireException(auditor, body.lineId);
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
    },
  };
}
