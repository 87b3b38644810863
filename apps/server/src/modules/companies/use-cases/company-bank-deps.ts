import type { Clock } from '../../../lib/clock';
import type { FilesService } from '../../files';
import type { OperationLogService } from '../../operation-log';
import type { CompaniesRepository } from '../companies.repository';

export interface CompanyBankServiceDeps {
  companies: CompaniesRepository;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
  /** The change's supporting document must be the caller's own upload of an allowed kind. */
  files: Pick<FilesService, 'checkUsable'>;
}
