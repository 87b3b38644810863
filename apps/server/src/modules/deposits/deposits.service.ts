import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { FileAccess } from '../files';
import { createDepositLookups, type DepositsServiceDeps } from './deposits-deps';
import { auditDepositPayment } from './use-cases/audit-deposit-payment';
import { auditDepositReturn } from './use-cases/audit-deposit-return';
import { createDepositAuditViews } from './use-cases/deposit-audit-views';
import { createDepositStatementPayments } from './use-cases/deposit-statement-payments';
import { getDepositInfo } from './use-cases/get-deposit-info';
import { importRefundResults } from './use-cases/import-refund-results';
import { createMyDeposits } from './use-cases/my-deposits';
import { payDeposit } from './use-cases/pay-deposit';
import { writeDepositRefundBatch } from './use-cases/write-deposit-refund-batch';

export type { DepositsServiceDeps } from './deposits-deps';

export function createDepositsService(deps: DepositsServiceDeps) {
  const useCaseDeps = { ...deps, ...createDepositLookups(deps) };
  const { deposits } = deps;

  return {
    // The auditors' list, one deposit's history and the return of released deposits.
    ...createDepositAuditViews(useCaseDeps),
    auditReturn: auditDepositReturn(useCaseDeps),
    // Refunds by file: the bank's batch payment file, and its result file read back.
    refundBatch: writeDepositRefundBatch(useCaseDeps),
    importRefundResults: importRefundResults(useCaseDeps),

    info: getDepositInfo(useCaseDeps),
    pay: payDeposit(useCaseDeps),
    ...createDepositStatementPayments(useCaseDeps),
    auditPayment: auditDepositPayment(useCaseDeps),
    ...createMyDeposits(useCaseDeps),

    /** A voucher is read by its payer (the uploader) and the deposit auditors of the payer's tenant. */
    async voucherAccess(depositId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const row = await deposits.auditFind(depositId);
      if (!row) return 'denied';
      const auditor =
        principal.permissions.has(PERMISSIONS.marginAuditView.code) && row.tenantId === principal.tenantId;
      return auditor || row.userId === principal.userId ? 'allowed' : 'denied';
    },

    requiredDepositMessage: (lot: { depositFen: number }) =>
      new AppError('DEPOSIT_REQUIRED', { params: { amount: formatFen(lot.depositFen) } }),
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
