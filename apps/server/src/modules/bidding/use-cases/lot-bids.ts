import type { PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { PageQuery } from '@lyp/shared/api/envelope';
import { AppError } from '../../../lib/app-error';
import type { BiddingServiceDeps } from '../bidding-deps';
import type { BiddingLot } from '../bidding.repository';
import { toLotLiveState } from '../lot-live-state';
import { readPage } from '../../../lib/paging';

function toPublicBid(row: {
  seq: number;
  amountFen: number;
  kind: PublicBid['kind'];
  at: Date;
  alias: string;
  priority: boolean;
}): PublicBid {
  return {
    seq: row.seq,
    amountFen: row.amountFen,
    kind: row.kind,
    alias: row.alias,
    at: row.at.toISOString(),
    priority: row.priority,
  };
}

/** A published lot's bids and live numbers, for anyone. */
export function createLotBidReads({ bidding, clock }: BiddingServiceDeps) {
  /** Lots not yet published do not exist for bidders. */
  async function requirePublicLot(lotId: number): Promise<BiddingLot> {
    const lot = await bidding.findLot(lotId);
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  return {
    async list(body: PageQuery & { lotId: number }) {
      await requirePublicLot(body.lotId);
      return readPage(body, ({ offset, limit }) => bidding.listBids(body.lotId, offset, limit), toPublicBid);
    },

    async newest(lotId: number): Promise<PublicBid | null> {
      await requirePublicLot(lotId);
      const row = await bidding.newestBid(lotId);
      return row ? toPublicBid(row) : null;
    },

    async highest(lotId: number): Promise<PublicBid | null> {
      await requirePublicLot(lotId);
      const row = await bidding.highestBid(lotId);
      return row ? toPublicBid(row) : null;
    },

    /** The live numbers of a lot for anyone, e.g. to resync after a gap in the live channel. */
    async liveState(lotId: number) {
      const lot = await requirePublicLot(lotId);
      return toLotLiveState(lot, lot.leaderAlias, clock.now());
    },
  };
}
