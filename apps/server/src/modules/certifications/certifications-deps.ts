import type { Clock } from '../../lib/clock';
import type { IdNumberVault } from '../../lib/id-number-vault';
import type { FilesService } from '../files';
import type { Notice } from '../messages';
import type { CertificationsRepository } from './certifications.repository';

export interface CertificationsServiceDeps {
  certifications: CertificationsRepository;
  files: FilesService;
  clock: Clock;
  /** Hashes, masks and seals ID numbers: none is stored readable. */
  idNumbers: IdNumberVault;
  /** Tells the applicant the result (after the review is committed). */
  tell?: (notices: Notice[]) => Promise<void>;
}
