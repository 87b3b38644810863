import type { MySealedBids, SealedResult } from '@lyp/shared/auction/sealed-bid.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { countedEntries } from '../sealed-decision';
import type { SealedBidsDeps } from '../sealed-bids-deps';
import type { SealedBidRow } from '../sealed-bids.repository';

const receiptOf = (row: SealedBidRow) => ({
  lotId: row.lotId,
  alias: row.alias,
  amountFen: row.amountFen,
  submittedAt: row.submittedAt.toISOString(),
  commitment: row.commitment,
});

/** The caller's own receipts at any time; everyone's, with the secret, only once the lot has closed. */
export function createSealedReads({ sealedBids }: SealedBidsDeps) {
  async function lotOf(lotId: number) {
    const lot = await sealedBids.lotOf(lotId);
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    if (lot.biddingMode !== 'sealed') throw new AppError('SEALED_BID_NOT_SEALED_LOT');
    return lot;
  }

  return {
    async mine(principal: Principal, lotId: number): Promise<MySealedBids> {
      const lot = await lotOf(lotId);
      const rows = await sealedBids.mine(lotId, principal.userId);
      return { lotId, bidCount: lot.bidCount, receipts: rows.map(receiptOf) };
    },

    async result(lotId: number): Promise<SealedResult> {
      const lot = await lotOf(lotId);
      // Revealed only when the close has committed: the record, the order and this list agree.
      const revealed = lot.status === 'sold' || lot.status === 'unsold';
      if (!revealed) return { lotId, revealed, bidCount: lot.bidCount, secret: null, bids: [] };
      const rows = await sealedBids.all(lotId);
      const counted = new Set(countedEntries(rows).map((row) => row.id));
      return {
        lotId,
        revealed,
        bidCount: lot.bidCount,
        secret: lot.secret,
        bids: rows.map((row) => ({
          ...receiptOf(row),
          counted: counted.has(row.id),
          winning: lot.status === 'sold' && counted.has(row.id) && row.userId === lot.leaderUserId,
        })),
      };
    },
  };
}
