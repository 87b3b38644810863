import type { DepositAuditInfo, DepositAuditListBody } from '@lyp/shared/auction/deposit.schemas';
import { AppError } from '../../../lib/app-error';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { auditFilters } from '../deposit-audit-filters';
import { exportDeposits } from '../deposit-export';
import { toAuditRow, toDeposit } from '../deposit-view';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { readPage } from '../../../lib/paging';

/** The deposit auditors' reads: find deposits, export them, read one's whole history. */
export function createDepositAuditViews({ deposits, clock }: DepositUseCaseDeps) {
  return {
    async auditList(auditor: Principal, body: DepositAuditListBody) {
      return readPage(
        body,
        (window) => deposits.auditPage({ ...auditFilters(auditor, body), ...window }),
        toAuditRow,
      );
    },

    /** 保证金管理's export: every deposit of the list as filtered, a page at a time. */
    auditExport(auditor: Principal, body: DepositAuditListBody) {
      const rows = allPages(async (offset, limit) =>
        (await deposits.auditPage({ ...auditFilters(auditor, body), offset, limit })).records.map(toAuditRow),
      );
      return exportDeposits(rows, clock.now());
    },

    /** A deposit of the tenant, for review: its history naming who acted, and the account it was paid to. */
    async auditInfo(auditor: Principal, id: number): Promise<DepositAuditInfo> {
      const row = await deposits.auditFind(id);
      if (!row || row.tenantId !== auditor.tenantId) throw new AppError('DEPOSIT_NOT_FOUND');
      const [entries, account] = await Promise.all([
        deposits.entriesWithActors(id),
        deposits.platformAccount(),
      ]);
      return {
        ...toAuditRow(row),
        entries: toDeposit(row, entries).entries,
        account: {
          accountName: account?.name ?? '乐易拍平台',
          bankName: account?.bankName ?? '',
          bankNumber: account?.bankNumber ?? '',
          interbankAccount: account?.interbankAccount ?? null,
        },
      };
    },
  };
}
