import type { Clock } from '../../../lib/clock';
import type { FilesService } from '../../files';
import type { Notify } from '../../messages';
import type { OperationLogService } from '../../operation-log';
import type { CompaniesRepository } from '../companies.repository';

export interface CompaniesServiceDeps {
  companies: CompaniesRepository;
  files: Pick<FilesService, 'checkUsable'>;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** Tells the applicant the review's result, after it is committed. */
  tell?: Notify;
}
