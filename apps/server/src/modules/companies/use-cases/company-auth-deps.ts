import type { Clock } from '../../../lib/clock';
import type { DomainEventPublisher } from '../../../lib/domain-events';
import type { FilesService } from '../../files';
import type { OperationLogService } from '../../operation-log';
import type { CompaniesRepository } from '../companies.repository';

export interface CompaniesServiceDeps {
  companies: CompaniesRepository;
  files: Pick<FilesService, 'checkUsable'>;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** Tells of a review, after it is committed. */
  events: DomainEventPublisher;
}
