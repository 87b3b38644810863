import type { Clock } from '../../lib/clock';
import type { FilesService } from '../files';
import type { QualificationsRepository } from './qualifications.repository';

export interface QualificationsServiceDeps {
  qualifications: QualificationsRepository;
  files: Pick<FilesService, 'checkUsable' | 'bind'>;
  clock: Clock;
}
