import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../../lib/domain-events';
import type { CompaniesRepository } from '../companies';
import type { FilesService } from '../files';
import type { QualificationsRepository } from './qualifications.repository';

export interface QualificationsServiceDeps {
  qualifications: QualificationsRepository;
  /** Who acts for an organisation's papers (a member, not a sub-account) and who may read them. */
  members: Pick<CompaniesRepository, 'isManagingMember' | 'isMember'>;
  files: Pick<FilesService, 'checkUsable' | 'bind'>;
  /** The enabled values of a dictionary: the kinds a licence may be sent as. */
  dictionaryValues(code: string): Promise<Set<string>>;
  clock: Clock;
  /** Tells the sender of a licence of the decision (a site message). */
  events: DomainEventPublisher;
}
