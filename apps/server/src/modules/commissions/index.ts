export {
  commissionsTransaction,
  createCommissionsRepository,
  type CommissionsRepository,
} from './commissions.repository';
export { commissionsRoutes } from './commissions.routes';
export { createCommissionService, type CommissionService } from './commissions.service';
