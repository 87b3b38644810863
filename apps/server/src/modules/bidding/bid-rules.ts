import type { BiddingMode } from '@lyp/shared/auction/auction-formats';
import { isOnPriceGrid } from '@lyp/shared/auction/auction-rules';
import type { PriorityRank } from '@lyp/shared/auction/priority-rights';
import type { BidKind } from '@lyp/shared/auction/bid.schemas';
import { LOT_STATUS_LABELS, type LotStatus } from '@lyp/shared/auction/bulletin.schemas';
import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { decideManualBid, decideMaximum, type Round } from './ascending-rules';
import { refuse } from './bid-refusal';
import { decideAccept, isFalling, refuseTakenAccept } from './descending-rules';

/**
 * The bidding rules of design/auction-rules.md as one pure function: given a lot's state and
 * one command, what happens. No clock, no database: the engine feeds it the time the server
 * received the command and writes back what it decides.
 */

export interface LotBiddingState {
  status: LotStatus;
  biddingMode: BiddingMode;
  decreaseStepFen: number | null;
  decreaseIntervalMinutes: number | null;
  floorPriceFen: number | null;
  ascendMinutes: number | null;
  /** When a descending lot was accepted (应价); null until then. */
  acceptedAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  hardEndAt: Date | null;
  maxExtensions: number | null;
  extensionCount: number;
  /** A bid this close to the end moves the end this far past the bid (the lot's own period). */
  extensionSeconds: number;
  startPriceFen: number;
  incrementFen: number;
  reservePriceFen: number | null;
  currentPriceFen: number | null;
  leaderUserId: number | null;
  /** The leader's 优先购买权 order; null when the leader holds none. */
  leaderPriorityRank: number | null;
  runnerUpMaxFen: number | null;
  bidCount: number;
  bidderCount: number;
  eventSeq: number;
  proxyCounter: number;
}

export interface ProxyState {
  maxFen: number;
  /** Place in the lot's order of maximums: equal maximums go to the earlier. */
  setOrder: number;
}

export type BidCommand =
  | { kind: 'bid'; userId: number; amountFen: number; at: Date }
  | { kind: 'max'; userId: number; maxFen: number; at: Date }
  /** 应价 on a descending lot, at the price the bidder saw. */
  | { kind: 'accept'; userId: number; amountFen: number; at: Date };

export interface PlacedBid {
  userId: number;
  amountFen: number;
  kind: BidKind;
  seq: number;
  at: Date;
  /** Placed by a holder of the lot's 优先购买权: marked on the record. */
  priority: boolean;
}

export type BidEffect =
  | { type: 'started'; seq: number }
  | { type: 'bid'; bid: PlacedBid }
  | { type: 'extended'; seq: number; endsAt: Date; extensionCount: number };

export interface AcceptedBid {
  accepted: true;
  lot: LotBiddingState;
  /** The maximum the command set, if any. */
  proxy: { userId: number; maxFen: number; setOrder: number } | null;
  /** Users who bid on the lot for the first time. */
  newBidders: number[];
  effects: BidEffect[];
}

export interface RefusedBid {
  accepted: false;
  code: ErrorCode;
  params: ErrorParams;
}

export type BidDecision = AcceptedBid | RefusedBid;

export interface BiddingContext {
  proxies: ReadonlyMap<number, ProxyState>;
  /** Users who have already bid on the lot (they have an alias). */
  bidders: ReadonlySet<number>;
  /** The 优先购买权 order of the command's user, if they hold the right (others are absent). */
  ranks: ReadonlyMap<number, number>;
}

/** The lowest grid price at or above the reserve: where a maximum may jump to. */
export function reserveTargetFen(lot: LotBiddingState): number | null {
  if (lot.reservePriceFen === null || lot.reservePriceFen <= lot.startPriceFen) return null;
  const steps = Math.ceil((lot.reservePriceFen - lot.startPriceFen) / lot.incrementFen);
  return lot.startPriceFen + steps * lot.incrementFen;
}

function refuseByTime(lot: LotBiddingState, at: Date): RefusedBid | undefined {
  if (lot.status === 'sold' || lot.status === 'unsold') return refuse('BID_ENDED');
  if (lot.status === 'pending') return refuse('LOT_NOT_BIDDABLE', { status: LOT_STATUS_LABELS.pending });
  if (at.getTime() < lot.startsAt.getTime()) {
    return refuse('BID_NOT_STARTED', { startsAt: formatTimestamp(lot.startsAt) });
  }
  if (at.getTime() >= lot.endsAt.getTime()) return refuse('BID_ENDED');
  return undefined;
}

/** Decides one command against the lot as it stands. */
export function decideBid(
  before: LotBiddingState,
  context: BiddingContext,
  command: BidCommand,
): BidDecision {
  // Sealed bids never reach the engine: they are decided apart and kept hidden until the end.
  if (before.biddingMode === 'sealed') {
    return refuse('BID_MODE_MISMATCH', { mode: '一次报价', hint: '请提交一次报价' });
  }
  const taken = before.biddingMode === 'descending' && before.acceptedAt !== null;
  if (taken && (command.kind === 'accept' || before.ascendMinutes === null)) return refuseTakenAccept(before);
  const refusal = refuseByTime(before, command.at);
  if (refusal) return refusal;
  if (isFalling(before)) {
    if (command.kind !== 'accept')
      return refuse('BID_MODE_MISMATCH', { mode: '降价', hint: '请按当前价格应价' });
    return decideAccept(before, command, {
      isNewBidder: !context.bidders.has(command.userId),
      rank: context.ranks.get(command.userId) ?? null,
    });
  }
  if (command.kind === 'accept') return refuse('BID_MODE_NOT_SUPPORTED');

  const lot: LotBiddingState = { ...before };
  const effects: BidEffect[] = [];
  const newBidders: number[] = [];
  // The server's clock decides: a scheduled lot whose start has passed opens with this bid.
  if (lot.status === 'scheduled') {
    lot.status = 'bidding';
    effects.push({ type: 'started', seq: ++lot.eventSeq });
  }

  const target = reserveTargetFen(lot);
  /** A maximum jumps to the reserve when it allows. */
  const jump = (priceFen: number, maxFen: number) =>
    target !== null && priceFen < target && maxFen >= target ? target : priceFen;
  const place = (userId: number, amountFen: number, kind: BidKind, rank: PriorityRank) => {
    const bid = { userId, amountFen, kind, seq: ++lot.eventSeq, at: command.at, priority: rank !== null };
    effects.push({ type: 'bid', bid });
    lot.currentPriceFen = amountFen;
    lot.bidCount += 1;
    if (!context.bidders.has(userId) && !newBidders.includes(userId)) {
      newBidders.push(userId);
      lot.bidderCount += 1;
    }
  };
  const leader = lot.leaderUserId;
  const leaderProxy = leader === null ? undefined : context.proxies.get(leader);
  /** What the leader is prepared to pay: their maximum, or at least the price they hold. */
  const leaderMaxFen = leader === null ? null : Math.max(leaderProxy?.maxFen ?? 0, lot.currentPriceFen ?? 0);
  // After a descending lot's accept (转增价) bids climb from the accepted price, below the start.
  const offGrid = (amountFen: number) =>
    lot.biddingMode === 'ascending' && !isOnPriceGrid(amountFen, lot.startPriceFen, lot.incrementFen);
  const rank = context.ranks.get(command.userId) ?? null;
  const round: Round = { lot, leader, leaderMaxFen, rank, offGrid, jump, place };
  let proxy: AcceptedBid['proxy'] = null;
  if (command.kind === 'bid') {
    const manualRefusal = decideManualBid(round, command);
    if (manualRefusal) return manualRefusal;
  } else {
    const outcome = decideMaximum(round, command);
    if ('accepted' in outcome) return outcome;
    proxy = outcome;
  }

  if (effects.some((effect) => effect.type === 'bid')) extend(lot, command.at, effects);
  return { accepted: true, lot, proxy, newBidders, effects };
}

/** Anti-sniping: a bid in the last minutes moves the end to that many minutes after it. */
function extend(lot: LotBiddingState, at: Date, effects: BidEffect[]): void {
  const windowMs = lot.extensionSeconds * 1000;
  if (lot.endsAt.getTime() - at.getTime() > windowMs) return;
  if (lot.maxExtensions !== null && lot.extensionCount >= lot.maxExtensions) return;
  let endsAtMs = at.getTime() + windowMs;
  if (lot.hardEndAt !== null) endsAtMs = Math.min(endsAtMs, lot.hardEndAt.getTime());
  if (endsAtMs <= lot.endsAt.getTime()) return;
  lot.endsAt = new Date(endsAtMs);
  lot.extensionCount += 1;
  effects.push({
    type: 'extended',
    seq: ++lot.eventSeq,
    endsAt: lot.endsAt,
    extensionCount: lot.extensionCount,
  });
}
