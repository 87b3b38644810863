import type { DepositAuditListBody } from '@lyp/shared/auction/deposit.schemas';
import { DAY_MS } from '../../lib/clock';
import type { Principal } from '../../lib/principal';

/** A day as China reads it (the auditors' date filter): its first instant. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** 保证金管理's filters, within the auditor's tenant: for a page, the export and the refund file. */
export const auditFilters = (auditor: Principal, body: DepositAuditListBody) => ({
  tenantId: auditor.tenantId,
  ...(body.status ? { status: body.status } : {}),
  ...(body.lotId !== undefined ? { lotId: body.lotId } : {}),
  ...(body.lotKeyword ? { lotKeyword: body.lotKeyword } : {}),
  ...(body.bidderKeyword ? { bidderKeyword: body.bidderKeyword } : {}),
  ...(body.submittedFrom ? { submittedFrom: chinaDayStart(body.submittedFrom) } : {}),
  ...(body.submittedTo
    ? { submittedBefore: new Date(chinaDayStart(body.submittedTo).getTime() + DAY_MS) }
    : {}),
});
