import type { Deposit, DepositPaymentAuditBody } from '@lyp/shared/auction/deposit.schemas';
import type { Principal } from '../../../lib/principal';
import { paymentReviewed } from '../deposit-events';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { confirmDepositPayment } from './confirm-deposit-payment';

/** Confirms (freezes) or rejects a submitted payment. */
export function auditDepositPayment(deps: DepositUseCaseDeps) {
  const { deposits, clock, requireReviewable, wrongState, withEntries } = deps;
  const confirm = confirmDepositPayment(deps);
  return async (auditor: Principal, body: DepositPaymentAuditBody): Promise<Deposit> => {
    const row = await requireReviewable(auditor, body.depositId);
    if (row.status !== 'submitted') throw wrongState(row, '审核缴纳');
    const now = clock.now();
    let done;
    if (body.approved) {
      done = await confirm(auditor, row);
    } else {
      done = await deposits.rejectPayment(row.id, auditor.userId, body.reason ?? '缴款凭证未通过审核', now);
    }
    if (!done) throw wrongState(await requireReviewable(auditor, row.id), '审核缴纳');
    const after = (await deposits.find(row.id))!;
    await deps.events.publish('deposit.payment-reviewed', paymentReviewed(after, now));
    return withEntries(after);
  };
}
