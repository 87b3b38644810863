import type { CertificationsServiceDeps } from './certifications-deps';
import { idCardAccess } from './use-cases/id-card-access';
import { myCertificationUseCases } from './use-cases/my-certification';
import { reviewCertification } from './use-cases/review-certification';
import { reviewListUseCases } from './use-cases/review-list';

export type { CertificationsServiceDeps } from './certifications-deps';

/** 实名认证: a user applies with their ID card; an auditor approves, or rejects with a reason. */
export function createCertificationsService(deps: CertificationsServiceDeps) {
  return {
    ...myCertificationUseCases(deps),
    ...reviewListUseCases(deps),
    review: reviewCertification(deps),
    idCardAccess,
  };
}

export type CertificationsService = ReturnType<typeof createCertificationsService>;
