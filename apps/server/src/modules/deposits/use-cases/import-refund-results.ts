import type { RefundResultImportBody, RefundResultSummary } from '@lyp/shared/auction/deposit.schemas';
import { depositIdOfRefundReference } from '@lyp/shared/auction/payment-reference';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { toAuditRow } from '../deposit-view';
import type { DepositRow } from '../deposits.repository';
import type { DepositUseCaseDeps } from '../deposits-deps';
import { parseRefundResults, RefundResultLayoutError, type RefundResultRow } from '../refund-result-file';
import { completeDepositReturn } from './complete-deposit-return';

/**
 * Refunds by file, the way back: the bank's result file read back, marking each refund the bank
 * paid returned. Reading the same result file twice changes nothing the second time.
 */
export function importRefundResults(deps: DepositUseCaseDeps) {
  const { deposits } = deps;
  const completeReturn = completeDepositReturn(deps);

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
    const returned = await completeReturn(auditor, found, {
      transferReference: result.bankSerial || result.reference,
      voucherFileId: null,
      note: '批量代付结果导入',
    });
    return returned ? { outcome: 'returned', row: returned } : { outcome: 'already', row: found };
  }

  /** The bank's result file: each refund it paid, matching its deposit, is marked returned. */
  return async (auditor: Principal, body: RefundResultImportBody): Promise<RefundResultSummary> => {
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
  };
}
