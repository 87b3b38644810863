import { summariseVerdict, verifyAuctionRecord } from '@lyp/shared/auction/auction-record-check';
import type { Db } from '../src/db/client';
import { createAuctionRecordRepository, sha256Hex } from '../src/modules/auction-record';

/**
 * A lot's chain of records as stored, checked by the shared verifier (the browser's code), for
 * lots the public record does not show yet (running, taken back) or after a crash.
 */
export async function storedChain(db: Db, lotId: number) {
  const repository = createAuctionRecordRepository(db);
  const lot = await repository.findLot(lotId);
  if (!lot) throw new Error(`lot ${lotId} not found`);
  const record = {
    lotId,
    head: lot.chainHead,
    length: lot.chainLength,
    records: await repository.records(lotId),
  };
  const verdict = await verifyAuctionRecord(record, sha256Hex);
  return { record, verdict, summary: summariseVerdict(record, verdict) };
}
