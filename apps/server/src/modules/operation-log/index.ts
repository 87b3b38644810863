export { createOperationLogRepository, type OperationLogRepository } from './operation-log.repository';
export { operationLogRoutes } from './operation-log.routes';
export {
  apiClientActorName,
  createOperationLogService,
  type Actor,
  type Change,
  type OperationLogService,
} from './operation-log.service';
