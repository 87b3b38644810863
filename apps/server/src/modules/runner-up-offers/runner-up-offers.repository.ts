import type { Db } from '../../db/client';
import { createOfferQueries } from './offer-queries';
import { createOfferSweepWrites } from './offer-sweep-writes';
import { createOfferWrites } from './offer-writes';
import type { OfferLedger, RecordNotices } from './runner-up.types';

/** 悔拍递补's offers: their chain's changes, the sweeps of their deadlines, and how they read. */
export function createRunnerUpOffersRepository(db: Db, ledger: OfferLedger, recordNotices: RecordNotices) {
  return {
    ...createOfferWrites(db, ledger, recordNotices),
    ...createOfferSweepWrites(db, ledger, recordNotices),
    ...createOfferQueries(db),
  };
}

export type RunnerUpOffersRepository = ReturnType<typeof createRunnerUpOffersRepository>;
