import type { Clock } from '../../lib/clock';
import type { DepositsService } from '../deposits';
import type { FilesService } from '../files';
import type { OperationLogService } from '../operation-log';
import type { OrdersService } from '../orders';
import type { ReconciliationRepository } from './reconciliation.repository';

export interface ReconciliationServiceDeps {
  reconciliation: ReconciliationRepository;
  files: Pick<FilesService, 'readOwnTable'>;
  deposits: Pick<
    DepositsService,
    'forStatement' | 'forStatementById' | 'confirmByStatement' | 'awaitingWithAmount'
  >;
  orders: Pick<
    OrdersService,
    'forStatement' | 'forStatementById' | 'confirmByStatement' | 'awaitingWithAmount'
  >;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
}
