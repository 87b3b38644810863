import type { Principal } from '../../../lib/principal';
import { closedReason } from '../deposit-closed-reason';
import type { StatementEvidence } from '../deposit-ledger.repository';
import type { DepositRow } from '../deposits.repository';
import type { DepositUseCaseDeps } from '../deposits-deps';

/**
 * The money arrived. Paid for a lot that has since closed or been taken back, or by someone
 * taken off its list of specified bidders, it goes straight back.
 */
export function confirmDepositPayment({ deposits, clock }: DepositUseCaseDeps) {
  return (auditor: Principal, row: DepositRow, statement?: StatementEvidence) => {
    const now = clock.now();
    return deposits.confirmPayment(
      row.id,
      auditor.userId,
      now,
      (lot) => {
        // Paid for a 悔拍递补 offer still open: frozen, and the sweep makes the order of it.
        if (lot.offerOpen) return undefined;
        if (closedReason(lot, now) !== undefined) return '标的已不在竞价中，保证金直接退还';
        if (lot.restricted && !lot.specified) return '您已不在该标的的定向竞买人名单中，保证金直接退还';
        return undefined;
      },
      statement,
    );
  };
}
