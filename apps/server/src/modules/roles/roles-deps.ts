import type { Clock } from '../../lib/clock';
import type { OperationLogService } from '../operation-log';
import type { RolesRepository } from './roles.repository';

export interface RolesServiceDeps {
  roles: RolesRepository;
  operationLog: OperationLogService;
  clock: Clock;
}
