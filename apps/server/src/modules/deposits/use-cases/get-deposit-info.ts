import { depositReference } from '@lyp/shared/auction/payment-reference';
import type { Principal } from '../../../lib/principal';
import { closedReasonFor } from '../deposit-closed-reason';
import type { DepositUseCaseDeps } from '../deposits-deps';

/** What a lot asks, where to pay, and where the caller stands. */
export function getDepositInfo({
  deposits,
  eligibility,
  clock,
  requireLot,
  withEntries,
}: DepositUseCaseDeps) {
  return async (principal: Principal, lotId: number) => {
    const lot = await requireLot(lotId);
    const [mine, account, ineligible] = await Promise.all([
      deposits.findFor(lotId, principal.userId),
      deposits.platformAccount(),
      eligibility.check(principal, lot),
    ]);
    const now = clock.now();
    const closed = await closedReasonFor(deposits, lot, principal.userId, now);
    return {
      lotId,
      requiredFen: lot.depositFen,
      account: {
        accountName: account?.name ?? '乐易拍平台',
        bankName: account?.bankName ?? '',
        bankNumber: account?.bankNumber ?? '',
        interbankAccount: account?.interbankAccount ?? null,
      },
      deposit: mine ? await withEntries(mine) : null,
      transferReference: depositReference(lotId, principal.userId),
      blockedReason: ineligible?.error.message ?? (closed ? `该标的当前不接受保证金缴纳：${closed}` : null),
    };
  };
}
