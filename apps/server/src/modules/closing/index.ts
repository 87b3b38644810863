export { createClosingRepository, type ClosingLedger } from './closing.repository';
export { createClosingService, decideClose, type ClosingService } from './closing.service';
export { createSweeper } from './sweeper';
export { loadDue, type DueLot } from './due-lot';
export { paymentDeadlineFrom, saleOrderOf } from './close-decision';
export { rankRunnerUps, type RankedBidder } from './runner-up-ranking';
export { SweepItemFailed } from './closing.types';
export { recordOrderCreated } from './order-created-event';
