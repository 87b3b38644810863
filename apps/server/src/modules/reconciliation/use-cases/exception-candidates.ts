import { depositReference } from '@lyp/shared/auction/payment-reference';
import type { MatchCandidate } from '@lyp/shared/reconciliation/statement.schemas';
import type { Principal } from '../../../lib/principal';
import { requireException, type StatementExceptionsDeps } from '../statement-exception-access';

/** What an exception may pay: deposits and orders of the tenant awaiting exactly its amount. */
export function exceptionCandidates(deps: StatementExceptionsDeps) {
  const findException = requireException(deps);
  return async (auditor: Principal, lineId: number): Promise<MatchCandidate[]> => {
    const line = await findException(auditor, lineId);
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
  };
}
