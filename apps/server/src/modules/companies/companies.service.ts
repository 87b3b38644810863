import {
  companyAuthSubmitSchema,
  type CompanyAuth,
  type CompanyAuthAddBody,
  type CompanyAuthDraft,
  type CompanyAuthListBody,
  type CompanyAuthStatus,
  type CompanyAuthUpdateBody,
  type CompanyReviewBody,
  type SameCreditCodeApplication,
} from '@lyp/shared/company/company.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { FileAccess, FilesService } from '../files';
import type { Notify } from '../messages';
import type { OperationLogService } from '../operation-log';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  reviewFiltersOf,
  statusLabel,
  toCompanyAuth,
  toReviewRow,
  type CompanyCaller,
} from './company-auth.view';
import {
  CompanyConflictError,
  type ActingStanding,
  type CompaniesRepository,
  type CompanyCertRecord,
  type CompanyCertValues,
} from './companies.repository';
import { exportCompanyAuths } from './company-auth-export';
import { regionAddress } from './company-region';
import { requireRejectPermission } from './register-review-access';

const LICENCE = 'company_licence';

/** The fields an applicant fills in, in the order a form shows them. */
const DETAIL_KEYS = [
  'companyName',
  'companyCode',
  'legalPerson',
  'licenceFileId',
  'contactPerson',
  'contactPhone',
  'contactTel',
  'contactMail',
  'regionCode',
  'detailAddr',
  'bankName',
  'bankNumber',
  'interbankAccount',
] as const satisfies ReadonlyArray<keyof CompanyAuthDraft>;

/** A field the schemas could not judge (a region code that names no district), in their shape. */
function fieldError(field: string, message: string): z.ZodError {
  return new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]);
}

export interface CompaniesServiceDeps {
  companies: CompaniesRepository;
  files: Pick<FilesService, 'checkUsable'>;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** Tells the applicant the review's result, after it is committed. */
  tell?: Notify;
}

/**
 * 企业认证: a person applies for a new company, or a member for their uncertified company; the
 * platform's reviewers approve (the company's organisation is made or updated, the applicant
 * becomes its member and may sell) or reject with a reason. Once approved, only the bank
 * account changes, through a reviewed bank change.
 */
export function createCompaniesService(deps: CompaniesServiceDeps) {
  const { companies, files, operationLog, clock } = deps;

  const notAllowed = (reason: string) => new AppError('COMPANY_AUTH_NOT_ALLOWED', { params: { reason } });

  /** Who may apply while acting for this organisation, and for what: refused with the reason. */
  function requireApplicant(standing: ActingStanding): { orgId: number | null } {
    const { org } = standing;
    if (!org || !standing.isMember) throw new AppError('ORG_NOT_MEMBER');
    if (standing.subAccountOrgId !== null)
      throw notAllowed('子账号不能办理企业认证，请由企业的主账号申请或修改');
    if (org.type === 'platform') throw notAllowed('平台运营组织无需企业认证，请切换到个人或企业身份后再申请');
    if (org.type === 'personal') return { orgId: null };
    if (standing.certification?.status === 'approved')
      throw notAllowed(
        `「${org.name}」已通过企业认证，认证信息不能再修改；如需变更开户信息，请提交开户信息变更`,
      );
    return { orgId: org.id };
  }

  const existsError = (row: CompanyCertRecord | undefined) =>
    new AppError('COMPANY_AUTH_EXISTS', { params: { status: row ? statusLabel(row.status) : '审核中' } });

  const wrongState = (status: CompanyAuthStatus, rule: string) =>
    new AppError('COMPANY_AUTH_WRONG_STATE', { params: { status: statusLabel(status), rule } });

  function notEditable(row: CompanyCertRecord): AppError {
    return row.status === 'approved'
      ? wrongState('approved', '认证信息不能再修改；如需变更开户信息，请提交开户信息变更')
      : wrongState(row.status, '审核期间不能修改，请等待审核结果');
  }

  /**
   * The values to store: each given field (valid by the request's schema), the region's names
   * for its code, and, when submitting, every field of the whole application checked again.
   */
  function valuesToStore(
    body: CompanyAuthDraft,
    existing: CompanyCertRecord | undefined,
    submit: boolean,
  ): CompanyCertValues {
    const given: CompanyCertValues = {};
    for (const key of DETAIL_KEYS) {
      const value = body[key];
      if (value !== undefined) given[key] = value;
    }
    if (given.regionCode !== undefined && given.regionCode !== null) {
      const address = regionAddress(given.regionCode);
      if (!address) throw fieldError('regionCode', '所在地区不存在，请重新选择省、市、区县');
      given.companyAddr = address;
    }
    if (submit) {
      const merged: Record<string, unknown> = {};
      for (const key of DETAIL_KEYS) {
        const value = given[key] ?? existing?.[key];
        if (value !== null && value !== undefined) merged[key] = value;
      }
      const checked = companyAuthSubmitSchema.safeParse(merged);
      if (!checked.success) throw checked.error;
    }
    return given;
  }

  /** A licence file must be the caller's own upload of an allowed kind, free or already this application's. */
  async function checkLicence(
    principal: Principal,
    values: CompanyCertValues,
    existing: CompanyCertRecord | undefined,
  ): Promise<string | undefined> {
    const fileId = values.licenceFileId;
    if (!fileId || fileId === existing?.licenceFileId) return undefined;
    await files.checkUsable(principal, {
      businessType: LICENCE,
      ...(existing ? { businessId: existing.id } : {}),
      fileIds: [fileId],
    });
    return fileId;
  }

  /** Unique indexes decide races: the credit code, and one open application per person or company. */
  const conflictAs =
    (values: CompanyCertValues, existing: () => Promise<CompanyCertRecord | undefined>) =>
    async (error: unknown): Promise<never> => {
      if (error instanceof CompanyConflictError) {
        if (error.kind === 'code')
          throw new AppError('COMPANY_CODE_TAKEN', {
            params: { code: values.companyCode ?? '' },
            field: 'companyCode',
          });
        throw existsError(await existing());
      }
      throw error;
    };

  /** An application the caller may edit: theirs, or their company's (not as its sub-account). */
  async function requireOwnApplication(principal: Principal, id: number): Promise<CompanyCertRecord> {
    const row = await companies.findById(id);
    const mayEdit =
      row !== undefined &&
      (row.applicantUserId === principal.userId ||
        (row.orgId !== null && (await companies.isManagingMember(principal.userId, row.orgId))));
    if (!row || !mayEdit) throw new AppError('COMPANY_AUTH_NOT_FOUND');
    return row;
  }

  return {
    async add(principal: Principal, body: CompanyAuthAddBody): Promise<CompanyAuth> {
      const standing = await companies.standing(principal.userId, principal.orgId);
      const { orgId } = requireApplicant(standing);
      const open =
        orgId === null ? await companies.findOpenOfApplicant(principal.userId) : standing.certification;
      if (open) throw existsError(open);
      const values = valuesToStore(body, undefined, body.submit);
      const licence = await checkLicence(principal, values, undefined);
      const now = clock.now();
      const created = await companies
        .transaction(async (scope) => {
          const row = await scope.companies.insert({
            tenantId: standing.org!.tenantId,
            applicantUserId: principal.userId,
            orgId,
            status: body.submit ? 'submitted' : 'draft',
            details: values,
            now,
          });
          if (licence) await scope.files.rebind(LICENCE, row.id, [licence]);
          return row;
        })
        .catch(
          conflictAs(values, () =>
            orgId === null ? companies.findOpenOfApplicant(principal.userId) : companies.findByOrg(orgId),
          ),
        );
      return toCompanyAuth(created);
    },

    async update(principal: Principal, body: CompanyAuthUpdateBody): Promise<CompanyAuth> {
      const standing = await companies.standing(principal.userId, principal.orgId);
      if (standing.subAccountOrgId !== null)
        throw notAllowed('子账号不能办理企业认证，请由企业的主账号申请或修改');
      const existing = await requireOwnApplication(principal, body.id);
      if (existing.status !== 'draft' && existing.status !== 'rejected') throw notEditable(existing);
      const values = valuesToStore(body, existing, body.submit);
      const licence = await checkLicence(principal, values, existing);
      // Saved without sending, a rejected application stays rejected, so its reason still shows.
      const status = body.submit ? 'submitted' : existing.status === 'rejected' ? 'rejected' : 'draft';
      const now = clock.now();
      const updated = await companies
        .transaction(async (scope) => {
          const row = await scope.companies.updateEditable(existing.id, {
            status,
            details: values,
            now,
          });
          if (row && licence) await scope.files.rebind(LICENCE, row.id, [licence]);
          return row;
        })
        .catch(conflictAs(values, () => companies.findById(existing.id)));
      if (!updated) throw notEditable((await companies.findById(existing.id)) ?? existing);
      return toCompanyAuth(updated);
    },

    /** The company acted for's certification; acting personally, one's own application; else none. */
    async mine(principal: Principal): Promise<CompanyAuth | null> {
      const standing = await companies.standing(principal.userId, principal.orgId);
      if (standing.org?.type === 'company')
        return standing.certification ? toCompanyAuth(standing.certification) : null;
      if (standing.org?.type === 'personal') {
        const row = await companies.findLatestOfApplicant(principal.userId);
        return row ? toCompanyAuth(row) : null;
      }
      return null;
    },

    /** The reviewer's tenant's applications only. */
    async list(reviewer: Principal, body: CompanyAuthListBody) {
      const { records, total } = await companies.list({
        ...reviewFiltersOf(reviewer, body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toReviewRow), total, current: body.current, size: body.size };
    },

    /** The list as filtered, a page at a time, as an .xlsx. */
    export(reviewer: Principal, body: CompanyAuthListBody) {
      const rows = allPages(async (offset, limit) =>
        (await companies.list({ ...reviewFiltersOf(reviewer, body), offset, limit })).records.map(
          toReviewRow,
        ),
      );
      return exportCompanyAuths(rows, body, clock.now());
    },

    /**
     * Approval makes (or updates) the company's organisation, makes the applicant its member with
     * it as their default, and lets them sell; all of it, with the log entry, in one transaction.
     */
    async review(caller: CompanyCaller, body: CompanyReviewBody): Promise<CompanyAuth> {
      requireRejectPermission(caller.principal, body.approved);
      const found = await companies.findById(body.id);
      // Another tenant's application is as good as absent to this reviewer.
      if (!found || found.tenantId !== caller.principal.tenantId)
        throw new AppError('COMPANY_AUTH_NOT_FOUND');
      const reviewRule = '只有审核中的申请可以审核';
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
        await operationLog.record(
          actorOf(caller),
          body.approved
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
              },
          logs,
        );
        return after;
      });
      await deps.tell?.([
        {
          userId: reviewed.applicantUserId,
          kind: 'certification_result',
          title: body.approved ? '企业认证已通过' : '企业认证未通过',
          body: body.approved
            ? `“${companyNameOf(reviewed)}”的企业认证已通过审核，现在可以以企业身份发布公告、参与竞价。`
            : `“${companyNameOf(reviewed)}”的企业认证未通过审核：${body.reason ?? '资料不符合要求'}。请修改后重新提交。`,
          link: '/certify',
          dedupeKey: `certification_result:company:${reviewed.id}:${reviewed.reviewedAt?.getTime() ?? 0}`,
        },
      ]);
      return toCompanyAuth(reviewed);
    },

    /** 详情: the tenant's other applications that used this application's credit code. */
    async sameCreditCode(reviewer: Principal, id: number): Promise<SameCreditCodeApplication[]> {
      const found = await companies.findById(id);
      if (!found || found.tenantId !== reviewer.tenantId) throw new AppError('COMPANY_AUTH_NOT_FOUND');
      if (!found.companyCode) return [];
      return companies.sameCreditCode(found.companyCode, found.id, reviewer.tenantId);
    },

    /** A user's company certification: to that user and to the registration reviewers only. */
    async ofUser(principal: Principal, userId: number): Promise<CompanyAuth | null> {
      const isReviewer = principal.permissions.has(PERMISSIONS.registerReviewView.code);
      if (principal.userId !== userId && !isReviewer) throw new AppError('COMPANY_AUTH_NOT_FOUND');
      const row = await companies.findForUser(userId);
      if (!row || row.tenantId !== principal.tenantId) return null;
      return toCompanyAuth(row);
    },

    /** Business licences: the applicant, members of the company, and the registration reviewers. */
    async licenceAccess(applicationId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      if (principal.permissions.has(PERMISSIONS.registerReviewView.code)) return 'allowed';
      const row = await companies.findById(applicationId);
      if (!row) return 'denied';
      if (row.applicantUserId === principal.userId) return 'allowed';
      if (row.orgId !== null && (await companies.isMember(principal.userId, row.orgId))) return 'allowed';
      return 'denied';
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
