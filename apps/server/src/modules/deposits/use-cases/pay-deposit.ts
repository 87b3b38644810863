import {
  DEPOSIT_STATUS_LABELS,
  mayPayDeposit,
  type Deposit,
  type DepositPayBody,
} from '@lyp/shared/auction/deposit.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { closedReasonFor } from '../deposit-closed-reason';
import type { DepositUseCaseDeps } from '../deposits-deps';

/** A bank-transfer voucher for review. The amount is the lot's, whatever the voucher shows. */
export function payDeposit(deps: DepositUseCaseDeps) {
  const { deposits, clock, requireLot, withEntries } = deps;
  return async (principal: Principal, body: DepositPayBody): Promise<Deposit> => {
    const lot = await requireLot(body.lotId);
    const closed = await closedReasonFor(deposits, lot, principal.userId, clock.now());
    if (closed) throw new AppError('DEPOSIT_NOT_OPEN', { params: { reason: closed } });
    const ineligible = await deps.eligibility.check(principal, lot);
    if (ineligible) throw ineligible.error;

    const existing = await deposits.findFor(body.lotId, principal.userId);
    // A released deposit (its lot withdrawn, then published again) does not stand in the way.
    if (existing && !mayPayDeposit(existing)) {
      throw new AppError('DEPOSIT_EXISTS', { params: { status: DEPOSIT_STATUS_LABELS[existing.status] } });
    }
    // Only a rejected deposit is tried again on the same row, with its own voucher allowed again.
    const retried = existing?.status === 'rejected' ? existing : undefined;
    // Checked first, so a wrong file fails before anything is written.
    await deps.files.checkUsable(principal, {
      businessType: 'deposit_voucher',
      ...(retried ? { businessId: retried.id } : {}),
      fileIds: [body.voucherFileId],
    });
    const saved = await deposits.submit({
      lotId: body.lotId,
      userId: principal.userId,
      orgId: principal.orgId,
      amountFen: lot.depositFen,
      voucherFileId: body.voucherFileId,
      remark: body.remark ?? null,
      payer: body.payerAccount
        ? {
            name: body.payerName ?? null,
            account: body.payerAccount.replace(/\s+/g, ''),
            bank: body.payerBank ?? null,
          }
        : null,
      now: clock.now(),
    });
    if (!saved) {
      const current = await deposits.findFor(body.lotId, principal.userId);
      throw new AppError('DEPOSIT_EXISTS', {
        params: { status: DEPOSIT_STATUS_LABELS[current?.status ?? 'submitted'] },
      });
    }
    await deps.files.bind(principal, {
      businessType: 'deposit_voucher',
      businessId: saved.id,
      fileIds: [body.voucherFileId],
    });
    return withEntries((await deposits.find(saved.id))!);
  };
}
