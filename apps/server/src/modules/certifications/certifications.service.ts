import {
  CERTIFICATION_STATUS_LABELS,
  type Certification,
  type CertificationListBody,
  type CertificationReviewBody,
  type PersonalAuthBody,
  type SameIdentityAccount,
} from '@lyp/shared/account/certification.schemas';
import { isValidIdNumber } from '@lyp/shared/account/id-number';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import { exportCertifications, type CertificationExportSource } from './certification-export';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { FileAccess, FilesService } from '../files';
import { requireRejectPermission } from '../companies';
import { protectIdNumber, type IdNumberVault } from '../../lib/id-number-vault';
import {
  IdNumberTakenError,
  type CertificationRow,
  type CertificationsRepository,
} from './certifications.repository';
import type { Notice } from '../messages';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toCertification(row: CertificationRow): Certification {
  return {
    userId: row.userId,
    kind: row.kind,
    status: row.status,
    subjectName: row.subjectName,
    idNumberMasked: row.idNumberMasked,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

const toReviewItem = (row: CertificationRow): CertificationExportSource => ({
  ...toCertification(row),
  phone: row.phone,
  reviewerName: row.reviewerName,
});

/** 实名认证: a user applies with their ID card; an auditor approves, or rejects with a reason. */
export function createCertificationsService(deps: {
  certifications: CertificationsRepository;
  files: FilesService;
  clock: Clock;
  /** Hashes, masks and seals ID numbers: none is stored readable. */
  idNumbers: IdNumberVault;
  /** Tells the applicant the result (after the review is committed). */
  tell?: (notices: Notice[]) => Promise<void>;
}) {
  const { certifications, idNumbers } = deps;

  /** What a reviewer's list (and its export) holds: their tenant's applications, as filtered. */
  const filtersOf = (reviewer: Principal, body: CertificationListBody) => {
    const keyword = body.keyword?.toUpperCase();
    return {
      tenantId: reviewer.tenantId,
      ...(body.status ? { status: body.status } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
      // A whole number is found by its hash: the stored form shows only its ends.
      ...(keyword && isValidIdNumber(keyword) ? { keywordIdHash: idNumbers.hash(keyword) } : {}),
    };
  };

  /** The full number for a reviewer; null if it cannot be opened (APP_SECRET changed, say). */
  const readable = (row: CertificationRow) => {
    if (!row.idNumberSealed) return null;
    try {
      return idNumbers.open(row.idNumberSealed);
    } catch {
      return null;
    }
  };

  const idNumberTaken = () => new AppError('ID_NUMBER_TAKEN', { field: 'idNumber' });

  return {
    async mine(principal: Principal): Promise<Certification | null> {
      const row = await certifications.find(principal.userId);
      return row ? toCertification(row) : null;
    },

    async applyPersonal(principal: Principal, body: PersonalAuthBody): Promise<Certification> {
      const current = await certifications.find(principal.userId);
      if (current?.status === 'pending') throw new AppError('CERTIFICATION_PENDING');
      if (current?.status === 'approved') throw new AppError('CERTIFICATION_APPROVED');
      const target = {
        businessType: 'id_card' as const,
        businessId: principal.userId,
        fileIds: [body.idFrontFileId, body.idBackFileId],
      };
      const idNumber = protectIdNumber(idNumbers, body.idNumber);
      // One person, one bidder: said before the photos are looked at, and again by the index.
      if (await certifications.isIdNumberHeldByOther(idNumber.idNumberHash, principal.userId))
        throw idNumberTaken();
      // Checked first, so a wrong file fails before anything is written.
      await deps.files.checkUsable(principal, target);
      const applied = await certifications
        .apply({
          userId: principal.userId,
          realName: body.realName,
          idNumber,
          idFrontFileId: body.idFrontFileId,
          idBackFileId: body.idBackFileId,
          now: deps.clock.now(),
        })
        .catch((error: unknown) => {
          if (error instanceof IdNumberTakenError) throw idNumberTaken();
          throw error;
        });
      if (!applied) throw new AppError('CERTIFICATION_PENDING');
      await deps.files.bind(principal, target);
      return toCertification((await certifications.find(principal.userId))!);
    },

    /** The reviewer's tenant's applications only. */
    async list(reviewer: Principal, body: CertificationListBody) {
      const { records, total } = await certifications.list({
        ...filtersOf(reviewer, body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return {
        records: records.map((row) => ({
          ...toReviewItem(row),
          idNumber: readable(row),
          duplicateAllowed: row.duplicateAllowed,
          idFrontFileId: row.idFrontFileId,
          idBackFileId: row.idBackFileId,
        })),
        total,
        current: body.current,
        size: body.size,
      };
    },

    /** The list as filtered, a page at a time, as an .xlsx (ID numbers masked). */
    export(reviewer: Principal, body: CertificationListBody) {
      const rows = allPages(async (offset, limit) =>
        (await certifications.list({ ...filtersOf(reviewer, body), offset, limit })).records.map(
          toReviewItem,
        ),
      );
      return exportCertifications(rows, deps.clock.now());
    },

    async review(reviewer: Principal, body: CertificationReviewBody): Promise<Certification> {
      requireRejectPermission(reviewer, body.approved);
      const row = await certifications.find(body.userId);
      // Another tenant's applicant is as good as absent to this reviewer.
      if (!row || row.tenantId !== reviewer.tenantId) throw new AppError('CERTIFICATION_NOT_FOUND');
      const wrongState = (status: CertificationRow['status']) =>
        new AppError('CERTIFICATION_WRONG_STATE', {
          params: { status: CERTIFICATION_STATUS_LABELS[status] },
        });
      if (row.status !== 'pending') throw wrongState(row.status);
      const done = await certifications.review({
        userId: body.userId,
        reviewerUserId: reviewer.userId,
        approved: body.approved,
        reason: body.reason ?? null,
        now: deps.clock.now(),
      });
      const after = (await certifications.find(body.userId))!;
      if (!done) throw wrongState(after.status);
      await deps.tell?.([
        {
          userId: body.userId,
          kind: 'certification_result',
          title: body.approved ? '实名认证已通过' : '实名认证未通过',
          body: body.approved
            ? '您的实名认证已通过审核，现在可以缴纳保证金、参与竞价。'
            : `您的实名认证未通过审核：${body.reason ?? '资料不符合要求'}。请修改后重新提交。`,
          link: '/certify',
          dedupeKey: `certification_result:personal:${body.userId}:${after.reviewedAt?.getTime() ?? 0}`,
        },
      ]);
      return toCertification(after);
    },

    /** 详情: the tenant's other accounts that applied with this applicant's ID number. */
    async sameIdentity(reviewer: Principal, userId: number): Promise<SameIdentityAccount[]> {
      const row = await certifications.find(userId);
      if (!row || row.tenantId !== reviewer.tenantId) throw new AppError('CERTIFICATION_NOT_FOUND');
      if (!row.idNumberHash) return [];
      return certifications.sameIdentity(row.idNumberHash, userId, reviewer.tenantId);
    },

    /** ID card photos: their owner and the registration reviewers, nobody else. */
    async idCardAccess(userId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      if (principal.userId === userId) return 'allowed';
      return principal.permissions.has(PERMISSIONS.registerReviewView.code) ? 'allowed' : 'denied';
    },
  };
}

export type CertificationsService = ReturnType<typeof createCertificationsService>;
