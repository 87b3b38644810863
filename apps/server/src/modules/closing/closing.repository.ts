import type { Db } from '../../db/client';
import { createClosingHousekeeping } from './closing-housekeeping-writes';
import type { ClosingLedger, RecordNotices } from './closing.types';
import { createLotClosingWrites } from './lot-closing-writes';
import { createOrderDefaultWrites } from './order-default-writes';
import { createPriceDropWrites } from './price-drop-writes';

export type { DueLot } from './due-lot';
export { SweepItemFailed, type CloseDecision, type ClosingLedger, type RecordNotices } from './closing.types';

/**
 * Deadlines live in the database, and each close or default happens in one transaction on a
 * row taken with FOR UPDATE SKIP LOCKED and re-checked: whichever instance or restart gets
 * there first does it, exactly once; a lot that is being bid on right now is left for the
 * next sweep.
 */
export function createClosingRepository(
  db: Db,
  ledger: ClosingLedger,
  recordNotices: RecordNotices = async () => [],
) {
  return {
    ...createLotClosingWrites(db, ledger, recordNotices),
    ...createClosingHousekeeping(db, ledger),
    ...createOrderDefaultWrites(db, ledger, recordNotices),
    ...createPriceDropWrites(db),
  };
}

export type ClosingRepository = ReturnType<typeof createClosingRepository>;
