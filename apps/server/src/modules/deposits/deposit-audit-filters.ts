import type { DepositAuditListBody } from '@lyp/shared/auction/deposit.schemas';
import { chinaDayEnd, chinaDayStart } from '../../lib/china-days';
import type { Principal } from '../../lib/principal';

/** 保证金管理's filters, within the auditor's tenant: for a page, the export and the refund file. */
export const auditFilters = (auditor: Principal, body: DepositAuditListBody) => ({
  tenantId: auditor.tenantId,
  ...(body.status ? { status: body.status } : {}),
  ...(body.lotId !== undefined ? { lotId: body.lotId } : {}),
  ...(body.lotKeyword ? { lotKeyword: body.lotKeyword } : {}),
  ...(body.bidderKeyword ? { bidderKeyword: body.bidderKeyword } : {}),
  ...(body.submittedFrom ? { submittedFrom: chinaDayStart(body.submittedFrom) } : {}),
  ...(body.submittedTo ? { submittedBefore: chinaDayEnd(body.submittedTo) } : {}),
});
