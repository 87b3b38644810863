import type { SealedBidBody, SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { isUniqueViolation } from '../../../db/pg-errors';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { aliasCandidates, biddingBlocker, fallbackAlias } from '../../bidding';
import { commitmentOf, newSealedSecret } from '../sealed-commitment';
import type { SealedBidsDeps } from '../sealed-bids-deps';
import type { LockedSealedLot, LockedSealedWrites, SealedBidRow } from '../sealed-bids.repository';

const toReceipt = (row: Omit<SealedBidRow, 'id' | 'userId'>): SealedReceipt => ({
  lotId: row.lotId,
  alias: row.alias,
  amountFen: row.amountFen,
  submittedAt: row.submittedAt.toISOString(),
  commitment: row.commitment,
});

/** A retry answers as the first time, even after the end; the same id for another bid is refused. */
function replay(earlier: SealedBidRow, body: SealedBidBody): SealedReceipt {
  if (earlier.lotId !== body.lotId || earlier.amountFen !== body.amountFen)
    throw new AppError('BID_KEY_REUSED');
  return toReceipt(earlier);
}

/** Judged with the lot locked: the format, the time by the server's clock, and the amount. */
function refusal(lot: LockedSealedLot, amountFen: number, previousFen: number | null, at: Date) {
  if (lot.biddingMode !== 'sealed') return new AppError('SEALED_BID_NOT_SEALED_LOT');
  if (lot.status === 'sold' || lot.status === 'unsold' || at >= lot.endsAt) return new AppError('BID_ENDED');
  if (at < lot.startsAt) {
    return new AppError('BID_NOT_STARTED', { params: { startsAt: formatTimestamp(lot.startsAt) } });
  }
  if (amountFen < lot.startPriceFen) {
    return new AppError('SEALED_BID_TOO_LOW', { params: { minimum: formatFen(lot.startPriceFen) } });
  }
  if (amountFen % 100 !== 0) return new AppError('SEALED_BID_NOT_WHOLE_YUAN');
  if (previousFen !== null && amountFen <= previousFen) {
    return new AppError('SEALED_BID_NOT_RAISED', { params: { current: formatFen(previousFen) } });
  }
  return undefined;
}

/** A sealed bid's receipt, and the lot's counts after it with their event number. */
interface Sealed {
  receipt: SealedReceipt;
  counted: { seq: number; bidCount: number; bidderCount: number };
}

/**
 * Seals one bid with the lot locked, as of `at`: the rules of the format and the time, then the
 * bidder's alias, the lot's secret and the receipt. Null when there is no such lot. Who may bid
 * was judged before (the request's gate), or the platform seeds the bid itself (the demo).
 */
export function sealUnderLock({
  sealedBids,
  aliasSecret,
}: Pick<SealedBidsDeps, 'sealedBids' | 'aliasSecret'>) {
  /** The bidder's alias on the lot: theirs already, or the first free candidate (as bidding makes them). */
  async function aliasFor(writes: LockedSealedWrites, lotId: number, userId: number, at: Date) {
    const held = await writes.aliasOf(userId);
    if (held) return { alias: held, first: false };
    const candidates = aliasCandidates(aliasSecret, lotId, userId);
    const taken = await writes.takenAliases(candidates);
    const alias =
      candidates.find((candidate) => !taken.has(candidate)) ?? fallbackAlias(aliasSecret, lotId, userId);
    await writes.addBidder(userId, alias, at);
    return { alias, first: true };
  }

  return async function seal(
    userId: number,
    body: SealedBidBody,
    at: Date,
    checkStanding = true,
  ): Promise<Sealed | null> {
    const { lotId, amountFen, clientBidId } = body;
    return sealedBids.withLockedLot(lotId, async (lot, writes) => {
      // Judged again under the lock (the platform's own demo bids aside: seeded, not requested).
      if (checkStanding && !(await writes.stillEligible(userId, at)))
        throw new AppError('SEALED_BID_NOT_ELIGIBLE');
      const previousFen = await writes.latestAmountOf(userId);
      const refused = refusal(lot, amountFen, previousFen, at);
      if (refused) throw refused;
      const { alias, first } = await aliasFor(writes, lotId, userId, at);
      const secret = await writes.secret(newSealedSecret, at);
      const receipt = { lotId, alias, amountFen, submittedAt: at.toISOString() };
      const commitment = commitmentOf(receipt, secret);
      const counted = await writes.insert(
        { userId, amountFen, submittedAt: at, commitment, clientBidId },
        first,
      );
      return { receipt: { ...receipt, commitment }, counted };
    });
  };
}

/** 一次报价: seals the caller's bid (or a raise) and answers their receipt, showing nobody else anything. */
export function submitSealedBid(deps: SealedBidsDeps) {
  const { sealedBids, bidding, clock, publish } = deps;
  const seal = sealUnderLock(deps);

  return async function submit(principal: Principal, body: SealedBidBody): Promise<SealedReceipt> {
    // A bid counts at the moment the server receives it.
    const at = clock.now();
    const earlier = await sealedBids.byClientBidId(principal.userId, body.clientBidId);
    if (earlier) return replay(earlier, body);
    const gate = await bidding.gate(body.lotId, principal.userId, body.clientBidId, at);
    if (!gate || gate.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    if (gate.biddingMode !== 'sealed') throw new AppError('SEALED_BID_NOT_SEALED_LOT');
    const blocked = biddingBlocker(principal, gate, at);
    if (blocked) throw blocked.error;
    try {
      const sealed = await seal(principal.userId, body, at);
      if (!sealed) throw new AppError('LOT_NOT_FOUND');
      // Committed: watchers learn that one more bid counts, and nothing else.
      const { seq, bidCount, bidderCount } = sealed.counted;
      const serverTime = clock.now().toISOString();
      publish([{ type: 'sealed_bid_counted', lotId: body.lotId, seq, serverTime, bidCount, bidderCount }]);
      return sealed.receipt;
    } catch (error) {
      // The same id raced in at once (or on another lot): answer as the one that was stored.
      if (!isUniqueViolation(error, 'sealed_bids_client_bid_unique')) throw error;
      const stored = await sealedBids.byClientBidId(principal.userId, body.clientBidId);
      if (!stored) throw error;
      return replay(stored, body);
    }
  };
}
