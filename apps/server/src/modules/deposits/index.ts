export { createDepositsRepository, type DepositsRepository, type LotForDeposit } from './deposits.repository';
export { depositsRoutes } from './deposits.routes';
export { createDepositsService, type DepositsService } from './deposits.service';
export type { StatementEvidence } from './deposit-ledger.repository';
