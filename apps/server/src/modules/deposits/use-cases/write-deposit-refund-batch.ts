import type { DepositAuditListBody } from '@lyp/shared/auction/deposit.schemas';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { auditFilters } from '../deposit-audit-filters';
import { toAuditRow } from '../deposit-view';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { writeRefundBatch } from '../refund-batch-file';

/** 批量代付: the refunds of the list as filtered (those being returned) as the bank's file. */
export function writeDepositRefundBatch({ deposits, clock }: DepositUseCaseDeps) {
  return async (auditor: Principal, body: DepositAuditListBody) => {
    const pages = allPages(async (offset, limit) =>
      (
        await deposits.auditPage({
          ...auditFilters(auditor, body),
          status: 'returning',
          offset,
          limit,
        })
      ).records.map(toAuditRow),
    );
    const rows = [];
    for await (const row of pages) rows.push(row);
    if (rows.length === 0) throw new AppError('REFUND_BATCH_EMPTY');
    return writeRefundBatch(rows, timestampParts(clock.now()).date);
  };
}
