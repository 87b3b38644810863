import type {
  DepositAuditListBody,
  RefundResultImportBody,
  RefundResultSummary,
} from '@lyp/shared/auction/deposit.schemas';
import { depositIdOfRefundReference } from '@lyp/shared/auction/payment-reference';
import { formatFen } from '@lyp/shared/format/currency';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Principal } from '../../lib/principal';
import { toAuditRow } from './deposit-view';
import type { DepositAuditFilter, DepositRow } from './deposits.repository';
import type { DepositsServiceDeps } from './deposits.service';
import { writeRefundBatch } from './refund-batch-file';
import { parseRefundResults, RefundResultLayoutError, type RefundResultRow } from './refund-result-file';

interface Shared {
  requireReviewable: (auditor: Principal, id: number) => Promise<DepositRow>;
  completeReturn: (
    auditor: Principal,
    row: DepositRow,
    transfer: { transferReference: string; voucherFileId: string | null; note: string | null },
  ) => Promise<DepositRow | undefined>;
  auditFilters: (
    auditor: Principal,
    body: DepositAuditListBody,
  ) => Omit<DepositAuditFilter, 'offset' | 'limit'>;
}

/**
 * Refunds by file: the deposits being returned as a bank's batch payment file, and the bank's
 * result file read back, marking each refund the bank paid returned. Reading the same result
 * file twice changes nothing the second time.
 */
export function createDepositRefunds(deps: DepositsServiceDeps, shared: Shared) {
  const { deposits, clock } = deps;

  /** Why a row of the result cannot mark its deposit returned, or the deposit it returns. */
  async function settle(
    auditor: Principal,
    result: RefundResultRow,
  ): Promise<{ outcome: 'returned' | 'already'; row: DepositRow } | { outcome: 'problem'; reason: string }> {
    const depositId = depositIdOfRefundReference(result.reference);
    const found = depositId === undefined ? undefined : await deposits.auditFind(depositId);
    if (!found || found.tenantId !== auditor.tenantId)
      return { outcome: 'problem', reason: '未找到该业务编号对应的保证金' };
    if (!result.succeeded) return { outcome: 'problem', reason: `银行未付款：${result.reason || '失败'}` };
    if (found.status === 'returned') return { outcome: 'already', row: found };
    if (found.status !== 'returning')
      return { outcome: 'problem', reason: `该保证金当前不在退还中，未作更改` };
    if (result.amountFen !== found.returningFen)
      return { outcome: 'problem', reason: `金额与应退 ${formatFen(found.returningFen)} 不符` };
    const payer = toAuditRow(found).payerAccount;
    if (result.account && payer && result.account !== payer.bankNumber.replace(/\s/g, ''))
      return { outcome: 'problem', reason: '收款账号与登记的退款账户不符' };
    const returned = await shared.completeReturn(auditor, found, {
      transferReference: result.bankSerial || result.reference,
      voucherFileId: null,
      note: '批量代付结果导入',
    });
    return returned ? { outcome: 'returned', row: returned } : { outcome: 'already', row: found };
  }

  return {
    /** 批量代付: the refunds of the list as filtered (those being returned) as the bank's file. */
    async refundBatch(auditor: Principal, body: DepositAuditListBody) {
      const pages = allPages(async (offset, limit) =>
        (
          await deposits.auditPage({
            ...shared.auditFilters(auditor, body),
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
    },

    /** The bank's result file: each refund it paid, matching its deposit, is marked returned. */
    async importRefundResults(
      auditor: Principal,
      body: RefundResultImportBody,
    ): Promise<RefundResultSummary> {
      const { file, table } = await deps.files.readOwnTable(auditor, body.fileId, '批量代付结果');
      let results: RefundResultRow[];
      try {
        results = parseRefundResults(table);
      } catch (error) {
        if (error instanceof RefundResultLayoutError)
          throw new AppError('REFUND_RESULT_LAYOUT', {
            params: { name: file.name, columns: error.missing.join('、') },
          });
        throw error;
      }
      const summary: RefundResultSummary = {
        rows: results.length,
        returned: [],
        alreadyReturned: 0,
        problems: [],
      };
      for (const result of results) {
        const settled = await settle(auditor, result);
        if (settled.outcome === 'problem')
          summary.problems.push({ row: result.row, reference: result.reference, reason: settled.reason });
        else if (settled.outcome === 'already') summary.alreadyReturned += 1;
        else
          summary.returned.push({
            depositId: settled.row.id,
            refundReference: result.reference,
            bidderName: settled.row.bidderName,
            amountFen: settled.row.returnedFen,
            transferReference: result.bankSerial || result.reference,
          });
      }
      return summary;
    },
  };
}
