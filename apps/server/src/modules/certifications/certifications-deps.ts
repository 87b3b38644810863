import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../../lib/domain-events';
import type { IdNumberVault } from '../../lib/id-number-vault';
import type { FilesService } from '../files';
import type { CertificationsRepository } from './certifications.repository';

export interface CertificationsServiceDeps {
  certifications: CertificationsRepository;
  files: FilesService;
  clock: Clock;
  /** Hashes, masks and seals ID numbers: none is stored readable. */
  idNumbers: IdNumberVault;
  /** Tells of a review, after it is committed. */
  events: DomainEventPublisher;
}
