import type { Clock } from '../../lib/clock';
import type { OperationLogRepository, OperationLogService } from '../operation-log';
import type { DictRepository } from './dict.repository';

/** The repositories a change writes through, bound to one transaction. */
export interface DictWriteScope {
  dicts: DictRepository;
  logs: OperationLogRepository;
}

export interface DictServiceDeps {
  dicts: DictRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Runs `work` in one transaction: the change and its operation-log entry commit together. */
  transaction<T>(work: (scope: DictWriteScope) => Promise<T>): Promise<T>;
}
