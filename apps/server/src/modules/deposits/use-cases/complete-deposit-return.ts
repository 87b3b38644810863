import { formatFen } from '@lyp/shared/format/currency';
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
    await deps.tell?.([
      {
        userId: returned.userId,
        kind: 'deposit_returned',
        title: '保证金已退还',
        body: `“${returned.lotTitle}”的保证金 ${formatFen(returned.returnedFen)} 已退还，转账流水号 ${transfer.transferReference}。`,
        link: '/personalcenter/myMargin',
        dedupeKey: `deposit_returned:deposit:${returned.id}:${returned.returnedAt?.getTime() ?? 0}`,
      },
    ]);
    return returned;
  };
}
