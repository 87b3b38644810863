export { createReconciliationRepository } from './reconciliation.repository';
export { reconciliationRoutes } from './reconciliation.routes';
export { createReconciliationService, type ReconciliationService } from './reconciliation.service';
