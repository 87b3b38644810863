import type { MyBidLot } from '@lyp/shared/auction/bid.schemas';
import type { PageQuery } from '@lyp/shared/api/envelope';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import type { BiddingServiceDeps } from '../bidding-deps';
import { exportMyBids } from '../my-bid-export';
import type { MyBidLotRow } from '../my-bids.repository';
import { readPage } from '../../../lib/paging';
import { standingMaximumFen } from '../standing-maximum';

/** Leading or outbid while the lot runs (sealed, where nobody may know); won only when it sold to the caller. */
function toMyBidLot(row: MyBidLotRow): MyBidLot {
  const closed = row.status === 'sold' || row.status === 'unsold';
  const standing = closed
    ? row.status === 'sold' && row.leading
      ? 'won'
      : 'lost'
    : row.biddingMode === 'sealed'
      ? 'sealed'
      : row.leading
        ? 'leading'
        : 'outbid';
  return {
    lotId: row.lotId,
    lotNo: row.lotNo,
    title: row.title,
    status: row.status,
    biddingMode: row.biddingMode,
    priceBasis: row.priceBasis,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    currentPriceFen: row.currentPriceFen,
    bidCount: row.bidCount,
    alias: row.alias,
    myHighestFen: row.myHighestFen,
    myMaxFen: standingMaximumFen(row.myMaxFen, row.myHighestFen),
    standing,
  };
}

/** 我的竞价: the lots the caller bid on, as a page and as an export. */
export function createMyBids({ bidding, clock }: BiddingServiceDeps) {
  return {
    /** 我的竞价: the caller's lots, with where they stand on each. */
    async mine(principal: Principal, body: PageQuery) {
      return readPage(
        body,
        ({ offset, limit }) => bidding.myBidLots(principal.userId, offset, limit),
        toMyBidLot,
      );
    },

    /** 我的竞价's export: every lot of the caller's list, read a page at a time. */
    mineExport(principal: Principal) {
      const rows = allPages(async (offset, limit) =>
        (await bidding.myBidLots(principal.userId, offset, limit)).records.map(toMyBidLot),
      );
      return exportMyBids(rows, clock.now());
    },
  };
}
