import type { AuctionRecord } from '@lyp/shared/auction/auction-record.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { exportAuctionRecord } from './auction-record-export';
import type { AuctionRecordRepository } from './auction-record.repository';

export interface AuctionRecordDeps {
  records: AuctionRecordRepository;
  clock: Clock;
}

/**
 * 可核验的竞价记录, for anyone once the lot has closed: before that the record is refused
 * whole (a sealed-bid lot's amounts in particular), not shown in part.
 */
export function createAuctionRecordService({ records, clock }: AuctionRecordDeps) {
  async function get(lotId: number): Promise<AuctionRecord> {
    const lot = await records.findLot(lotId);
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    if ((lot.status !== 'sold' && lot.status !== 'unsold') || lot.closedAt === null)
      throw new AppError('AUCTION_RECORD_NOT_CLOSED');
    const entries = lot.chained ? await records.records(lotId) : [];
    const close = entries.find((entry) => entry.kind === 'close');
    return {
      lotId: lot.id,
      lotNo: lot.lotNo,
      lotTitle: lot.title,
      sellerName: lot.sellerName,
      biddingMode: lot.biddingMode,
      outcome: lot.status,
      priceFen: lot.status === 'sold' ? lot.currentPriceFen : null,
      winnerAlias: lot.status === 'sold' ? (close?.alias ?? null) : null,
      closedAt: lot.closedAt.toISOString(),
      verifiable: lot.chained,
      head: lot.chained ? lot.chainHead : null,
      length: lot.chained ? lot.chainLength : 0,
      records: entries,
    };
  }

  return {
    get,
    async export(lotId: number) {
      return exportAuctionRecord(await get(lotId), clock.now());
    },
  };
}

export type AuctionRecordService = ReturnType<typeof createAuctionRecordService>;
