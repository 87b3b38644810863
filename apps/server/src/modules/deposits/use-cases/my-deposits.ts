import type { Deposit, DepositListBody } from '@lyp/shared/auction/deposit.schemas';
import { AppError } from '../../../lib/app-error';
import { allPages } from '../../../lib/excel-export';
import { buyerOrgBound, type Principal } from '../../../lib/principal';
import { exportMyDeposits } from '../deposit-export';
import { toDeposit } from '../deposit-view';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { readPage } from '../../../lib/paging';

/** 我的保证金's filters: only ever the caller's own deposits. */
const myFilters = (principal: Principal, body: DepositListBody) => ({
  userId: principal.userId,
  orgId: buyerOrgBound(principal),
  ...(body.status ? { status: body.status } : {}),
  ...(body.lotId !== undefined ? { lotId: body.lotId } : {}),
});

/** 我的保证金: the bidder's own deposits, listed, exported and read one at a time. */
export function createMyDeposits({ deposits, clock, withEntries }: DepositUseCaseDeps) {
  return {
    async myList(principal: Principal, body: DepositListBody) {
      return readPage(
        body,
        (window) => deposits.list({ ...myFilters(principal, body), ...window }),
        (row) => toDeposit(row, []),
      );
    },

    /** 我的保证金's export: every deposit of the caller's list as filtered, a page at a time. */
    myExport(principal: Principal, body: DepositListBody) {
      const rows = allPages(async (offset, limit) =>
        (await deposits.list({ ...myFilters(principal, body), offset, limit })).records.map((row) =>
          toDeposit(row, []),
        ),
      );
      return exportMyDeposits(rows, clock.now());
    },

    /** The caller's own deposit; anyone else's answers like a missing one. */
    async myInfo(principal: Principal, id: number): Promise<Deposit> {
      const row = await deposits.find(id);
      const bound = buyerOrgBound(principal);
      if (!row || row.userId !== principal.userId || (bound !== undefined && row.orgId !== bound))
        throw new AppError('DEPOSIT_NOT_FOUND');
      return withEntries(row);
    },
  };
}
