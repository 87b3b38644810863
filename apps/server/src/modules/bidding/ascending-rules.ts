import { formatFen } from '@lyp/shared/format/currency';
import { minimumBidForFen, winsTie, type PriorityRank } from '@lyp/shared/auction/priority-rights';
import type { BidKind } from '@lyp/shared/auction/bid.schemas';
import type { AcceptedBid, BidCommand, LotBiddingState, RefusedBid } from './bid-rules';
import { refuse } from './bid-refusal';

/**
 * Rising bids (增价, and 降价 after 应价后转增价): manual bids and maximums against the leader's
 * maximum. A holder of the lot's 优先购买权 may bid the price itself and wins every tie (the
 * lower order first); otherwise the earlier bid or maximum wins a tie. Whoever leads after a
 * command placed the last bid of it.
 */

/** What one command is decided against: the lot being changed, its leader, and how to place a bid. */
export interface Round {
  lot: LotBiddingState;
  leader: number | null;
  leaderMaxFen: number | null;
  /** The command's user's 优先购买权 order; null for everyone else. */
  rank: PriorityRank;
  offGrid(amountFen: number): boolean;
  jump(priceFen: number, maxFen: number): number;
  place(userId: number, amountFen: number, kind: BidKind, rank: PriorityRank): void;
}

type ProxySet = NonNullable<AcceptedBid['proxy']>;

/**
 * The defender's answer to a challenge of `amountFen`: a holder who wins the tie matches it,
 * anyone else goes one increment above, both within their maximum.
 */
function answerFen(round: Round, amountFen: number, defenderMaxFen: number): number {
  const { lot } = round;
  const matching = winsTie(lot.leaderPriorityRank, round.rank);
  return round.jump(
    Math.min(defenderMaxFen, matching ? amountFen : amountFen + lot.incrementFen),
    defenderMaxFen,
  );
}

/** Whether a challenge at `amountFen` takes the lead from a leader prepared to pay `leaderMaxFen`. */
const takesLead = (round: Round, amountFen: number, leaderMaxFen: number) =>
  amountFen > leaderMaxFen ||
  (amountFen === leaderMaxFen && winsTie(round.rank, round.lot.leaderPriorityRank));

function takeLead(round: Round, userId: number) {
  round.lot.leaderUserId = userId;
  round.lot.leaderPriorityRank = round.rank;
}

/** A manual bid at a price; answers the refusal, if any. */
export function decideManualBid(
  round: Round,
  command: Extract<BidCommand, { kind: 'bid' }>,
): RefusedBid | undefined {
  const { lot, leader, leaderMaxFen, rank, offGrid, place } = round;
  const { userId, amountFen } = command;
  if (userId === leader) return refuse('BID_ALREADY_LEADING');
  const minimumFen = minimumBidForFen(lot, rank);
  if (amountFen < minimumFen) return refuse('BID_TOO_LOW', { minimum: formatFen(minimumFen) });
  if (offGrid(amountFen)) return refuse('BID_OFF_GRID', { increment: formatFen(lot.incrementFen) });
  if (leader !== null && leaderMaxFen !== null && !takesLead(round, amountFen, leaderMaxFen)) {
    // The leader's maximum answers at once; it beats a later manual bid of the same price.
    const leaderRank = lot.leaderPriorityRank;
    place(userId, amountFen, 'manual', rank);
    place(leader, answerFen(round, amountFen, leaderMaxFen), 'auto', leaderRank);
    lot.runnerUpMaxFen = amountFen;
  } else {
    if (leader !== null && leaderMaxFen !== null && leaderMaxFen > (lot.currentPriceFen ?? 0)) {
      // Show the outbid maximum used up before the new bid.
      place(leader, leaderMaxFen, 'auto', lot.leaderPriorityRank);
    }
    place(userId, amountFen, 'manual', rank);
    lot.runnerUpMaxFen = leaderMaxFen;
    takeLead(round, userId);
  }
  return undefined;
}

/** A maximum set or raised; answers the refusal, or the maximum set. */
export function decideMaximum(
  round: Round,
  command: Extract<BidCommand, { kind: 'max' }>,
): RefusedBid | ProxySet {
  const { lot, leader, leaderMaxFen, rank, offGrid, jump, place } = round;
  const { userId, maxFen } = command;
  // As for a manual bid: first whether the amount is high enough, and only then the grid,
  // so a maximum below the start is told the minimum rather than "off the grid".
  if (userId === leader && leaderMaxFen !== null) {
    if (maxFen <= leaderMaxFen) return refuse('MAX_NOT_RAISED', { current: formatFen(leaderMaxFen) });
    if (offGrid(maxFen)) return refuse('BID_OFF_GRID', { increment: formatFen(lot.incrementFen) });
    const current = lot.currentPriceFen ?? lot.startPriceFen;
    // A tied runner-up is now beaten by one increment; the reserve may now be reachable.
    const wanted =
      lot.runnerUpMaxFen === null
        ? current
        : Math.max(current, Math.min(maxFen, lot.runnerUpMaxFen + lot.incrementFen));
    const priceFen = jump(wanted, maxFen);
    if (priceFen > current) place(userId, priceFen, 'proxy', rank);
    return { userId, maxFen, setOrder: ++lot.proxyCounter };
  }
  const minimumFen = minimumBidForFen(lot, rank);
  if (maxFen < minimumFen) return refuse('MAX_TOO_LOW', { minimum: formatFen(minimumFen) });
  if (offGrid(maxFen)) return refuse('BID_OFF_GRID', { increment: formatFen(lot.incrementFen) });
  const proxy = { userId, maxFen, setOrder: ++lot.proxyCounter };
  if (leader === null || leaderMaxFen === null) {
    place(userId, jump(lot.startPriceFen, maxFen), 'proxy', rank);
    takeLead(round, userId);
  } else if (!takesLead(round, maxFen, leaderMaxFen)) {
    // The earlier maximum (or the better-ranked holder) wins ties and answers.
    place(userId, maxFen, 'proxy', rank);
    place(leader, answerFen(round, maxFen, leaderMaxFen), 'auto', lot.leaderPriorityRank);
    lot.runnerUpMaxFen = maxFen;
  } else {
    if (leaderMaxFen > (lot.currentPriceFen ?? 0))
      place(leader, leaderMaxFen, 'auto', lot.leaderPriorityRank);
    // A holder who wins the tie takes the lead at the leader's maximum itself.
    const beatFen = winsTie(rank, lot.leaderPriorityRank) ? leaderMaxFen : leaderMaxFen + lot.incrementFen;
    place(userId, jump(Math.min(maxFen, beatFen), maxFen), 'proxy', rank);
    lot.runnerUpMaxFen = leaderMaxFen;
    takeLead(round, userId);
  }
  return proxy;
}
