import type { Clock } from '../../../lib/clock';
import type { OperationLogService } from '../../operation-log';
import type { CompaniesRepository } from '../companies.repository';

export interface CompanyBankServiceDeps {
  companies: CompaniesRepository;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
}
