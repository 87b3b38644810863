import type { Principal } from '../../../lib/principal';
import type { StatementEvidence } from '../deposit-ledger.repository';
import { paymentReviewed } from '../deposit-events';
import type { DepositRow } from '../deposits.repository';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { confirmDepositPayment } from './confirm-deposit-payment';

/**
 * 银行对账's side of deposits: a deposit found by the reference a transfer note quotes, or
 * picked by a person, and confirmed with the statement's line as evidence.
 */
export function createDepositStatementPayments(deps: DepositUseCaseDeps) {
  const { deposits, requireReviewable } = deps;
  const confirm = confirmDepositPayment(deps);
  return {
    /**
     * 银行对账: a statement's credit proved this submitted deposit paid. Confirmed as an auditor
     * would, the line kept as evidence; undefined when it no longer waits (reviewed meanwhile).
     */
    async confirmByStatement(
      auditor: Principal,
      depositId: number,
      evidence: StatementEvidence,
    ): Promise<DepositRow | undefined> {
      const row = await requireReviewable(auditor, depositId);
      if (row.status !== 'submitted') return undefined;
      if (!(await confirm(auditor, row, evidence))) return undefined;
      const after = (await deposits.find(row.id))!;
      await deps.events.publish('deposit.payment-reviewed', paymentReviewed(after, deps.clock.now()));
      return after;
    },

    /** The tenant's deposit of a bidder for a lot (the latest), as a statement's reference names it. */
    async forStatement(tenantId: number, lotId: number, userId: number) {
      const row = await deposits.auditFindFor(lotId, userId);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** The tenant's deposit of this id, as a person matching a statement's line picks it. */
    async forStatementById(tenantId: number, id: number) {
      const row = await deposits.auditFind(id);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** Deposits of the tenant waiting for their money, of this amount: what an unmatched credit may pay. */
    awaitingWithAmount: (tenantId: number, amountFen: number) =>
      deposits.submittedWithAmount(tenantId, amountFen),
  };
}
