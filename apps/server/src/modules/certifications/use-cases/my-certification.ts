import type { Certification, PersonalAuthBody } from '@lyp/shared/account/certification.schemas';
import { AppError } from '../../../lib/app-error';
import { protectIdNumber } from '../../../lib/id-number-vault';
import type { Principal } from '../../../lib/principal';
import { toCertification } from '../certification-views';
import type { CertificationsServiceDeps } from '../certifications-deps';
import { IdNumberTakenError } from '../certifications.repository';

const idNumberTaken = () => new AppError('ID_NUMBER_TAKEN', { field: 'idNumber' });

/** The applicant's side of 实名认证: their application, and applying (again after a rejection). */
export function myCertificationUseCases(deps: CertificationsServiceDeps) {
  const { certifications, idNumbers } = deps;
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
  };
}
