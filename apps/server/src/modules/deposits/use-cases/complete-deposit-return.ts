import type { Principal } from '../../../lib/principal';
import type { DepositRow } from '../deposits.repository';
import type { DepositUseCaseDeps } from '../deposits-deps';

/**
 * Marks a refund sent, with its bank reference, and tells the bidder; undefined when the
 * deposit is no longer being returned (another auditor, or the same file imported twice).
 */
export function completeDepositReturn(deps: DepositUseCaseDeps) {
  const { deposits, clock } = deps;
  return async (
    auditor: Principal,
    row: DepositRow,
    transfer: { transferReference: string; voucherFileId: string | null; note: string | null },
  ): Promise<DepositRow | undefined> => {
    const done = await deposits.markReturned(row.id, auditor.userId, transfer, clock.now());
    if (!done) return undefined;
    const returned = (await deposits.find(row.id))!;
    await deps.events.publish('deposit.returned', {
      depositId: returned.id,
      userId: returned.userId,
      lotTitle: returned.lotTitle,
      returnedFen: returned.returnedFen,
      transferReference: transfer.transferReference,
      returnedAt: returned.returnedAt?.toISOString() ?? null,
    });
    return returned;
  };
}
