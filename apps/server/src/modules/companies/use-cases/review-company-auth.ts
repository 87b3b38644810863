import type { CompanyAuth, CompanyReviewBody } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../../lib/app-error';
import type { CompanyCertRecord } from '../companies.repository';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  statusLabel,
  toCompanyAuth,
  type CompanyCaller,
} from '../company-auth.view';
import { requireRejectPermission } from '../register-review-access';
import type { CompaniesServiceDeps } from './company-auth-deps';
import { wrongState } from './company-auth-rules';

const reviewRule = '只有审核中的申请可以审核';

/** What the operation log keeps of a review: the decision, and the status before and after. */
function reviewLogEntry(
  row: CompanyCertRecord,
  after: CompanyCertRecord,
  orgId: number | null,
  body: CompanyReviewBody,
) {
  return body.approved
    ? {
        action: 'company_auth.approve',
        targetType: COMPANY_TARGET_TYPE,
        targetId: row.id,
        summary: `通过企业认证 ${companyNameOf(row)}`,
        before: { status: statusLabel(row.status) },
        after: { status: statusLabel(after.status), orgId },
      }
    : {
        action: 'company_auth.reject',
        targetType: COMPANY_TARGET_TYPE,
        targetId: row.id,
        summary: `驳回企业认证 ${companyNameOf(row)}：${body.reason ?? ''}`,
        before: { status: statusLabel(row.status) },
        after: { status: statusLabel(after.status), rejectReason: after.rejectReason },
      };
}

/**
 * Approval makes (or updates) the company's organisation, makes the applicant its member with
 * it as their default, and lets them sell; all of it, with the log entry, in one transaction.
 */
export function reviewCompanyAuth(deps: CompaniesServiceDeps) {
  const { companies, operationLog, clock } = deps;
  return async (caller: CompanyCaller, body: CompanyReviewBody): Promise<CompanyAuth> => {
    requireRejectPermission(caller.principal, body.approved);
    const found = await companies.findById(body.id);
    // Another tenant's application is as good as absent to this reviewer.
    if (!found || found.tenantId !== caller.principal.tenantId) throw new AppError('COMPANY_AUTH_NOT_FOUND');
    if (found.status !== 'submitted') throw wrongState(found.status, reviewRule);
    const now = clock.now();
    const reviewed = await companies.transaction(async ({ companies: tx, logs, accounts }) => {
      const row = await tx.lockById(body.id);
      if (!row || row.status !== 'submitted') throw wrongState(row?.status ?? found.status, reviewRule);
      let orgId = row.orgId;
      if (body.approved) {
        if (orgId === null) orgId = await tx.insertCompanyOrganisation(row, now);
        else await tx.updateCompanyOrganisation(orgId, row, now);
        await tx.makeDefaultMember(row.applicantUserId, orgId, now);
        await tx.grantSellerRole(row.applicantUserId, row.tenantId);
      }
      const after = await tx.markReviewed(row.id, {
        approved: body.approved,
        orgId,
        reviewerUserId: caller.principal.userId,
        reason: body.reason ?? null,
        now,
      });
      if (!after) throw wrongState(row.status, reviewRule);
      // The account the reviewer just saw becomes the company's first reviewed settlement account.
      if (body.approved && orgId !== null && row.bankNumber && row.companyName)
        await accounts.recordReviewed({
          orgId,
          accountName: row.companyName,
          bankName: row.bankName ?? '',
          bankNumber: row.bankNumber,
          interbankAccount: row.interbankAccount,
          source: 'certification',
          reviewerUserId: caller.principal.userId,
          now,
        });
      await operationLog.record(actorOf(caller), reviewLogEntry(row, after, orgId, body), logs);
      return after;
    });
    await deps.events.publish('company-auth.reviewed', {
      applicationId: reviewed.id,
      applicantUserId: reviewed.applicantUserId,
      companyName: reviewed.companyName,
      companyCode: reviewed.companyCode,
      approved: body.approved,
      reason: body.reason ?? null,
      reviewedAt: reviewed.reviewedAt?.toISOString() ?? null,
    });
    return toCompanyAuth(reviewed);
  };
}
