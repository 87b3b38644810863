import type { Clock } from '../../lib/clock';
import type { OperationLogService } from '../operation-log';
import type { CommissionsRepository, CommissionsUnit } from './commissions.repository';

export interface CommissionServiceDeps {
  commissions: CommissionsRepository;
  transaction: <T>(work: (unit: CommissionsUnit) => Promise<T>) => Promise<T>;
  operationLog: OperationLogService;
  clock: Clock;
}

export const TARGET_TYPE = 'commission';
/** The operation log's target id of the platform's default tiers. */
export const DEFAULT_TARGET_ID = 'default';
