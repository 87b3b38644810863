import type { Deposit, DepositReturnAuditBody } from '@lyp/shared/auction/deposit.schemas';
import type { Principal } from '../../../lib/principal';
import { toDeposit } from '../deposit-view';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { completeDepositReturn } from './complete-deposit-return';

/** The refund transfer was made: its bank reference is kept, and its receipt when given. */
export function auditDepositReturn(deps: DepositUseCaseDeps) {
  const { deposits, requireReviewable, wrongState } = deps;
  const completeReturn = completeDepositReturn(deps);
  return async (auditor: Principal, body: DepositReturnAuditBody): Promise<Deposit> => {
    const row = await requireReviewable(auditor, body.depositId);
    if (row.status !== 'returning') throw wrongState(row, '确认退还');
    const receipt = body.voucherFileId
      ? {
          businessType: 'deposit_return_voucher' as const,
          businessId: row.id,
          fileIds: [body.voucherFileId],
        }
      : undefined;
    // Checked first, so a wrong file fails before the deposit is marked returned.
    if (receipt) await deps.files.checkUsable(auditor, receipt);
    const returned = await completeReturn(auditor, row, {
      transferReference: body.transferReference,
      voucherFileId: body.voucherFileId ?? null,
      note: body.note ?? null,
    });
    if (!returned) throw wrongState(await requireReviewable(auditor, row.id), '确认退还');
    if (receipt) await deps.files.bind(auditor, receipt);
    return toDeposit(returned, await deposits.entries([row.id]));
  };
}
