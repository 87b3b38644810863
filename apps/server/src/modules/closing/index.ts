export { createClosingRepository, type ClosingLedger } from './closing.repository';
export { createClosingService, decideClose, type ClosingService } from './closing.service';
export { createSweeper } from './sweeper';
