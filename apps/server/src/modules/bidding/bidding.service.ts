import { createHash } from 'node:crypto';
import type {
  BidAddBody,
  BidderInfo,
  BidResult,
  MaxPriceBody,
  MyBidLot,
  PublicBid,
} from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { PageQuery } from '@lyp/shared/api/envelope';
import type { ErrorCode } from '@lyp/shared/errors/error-codes';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { allPages } from '../../lib/excel-export';
import type { Principal } from '../../lib/principal';
import { judgeEligibility, type BlockedBy } from '../bidders';
import type { BidCommand } from './bid-rules';
import type { BidEngine, EngineAnswer } from './bid-engine';
import type { BiddingGate, BiddingLot, BiddingRepository } from './bidding.repository';
import { createGatePasses } from './gate-passes';
import { toLotLiveState } from './lot-live-state';
import { exportMyBids } from './my-bid-export';
import type { MyBidLotRow } from './my-bids.repository';

export interface BiddingServiceDeps {
  bidding: BiddingRepository;
  engine: BidEngine;
  clock: Clock;
  /** The engine found the caller's token dead or without 出价 under the lock: stop remembering it. */
  forgetToken(tokenId: number): void;
}

const GATE_PASS_MS = 10_000;
const GATE_PASSES_MAX = 100_000;

/** Refusals about the price alone: the bidder's standing still holds, so their pass stays. */
const PRICE_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BID_TOO_LOW',
  'BID_OFF_GRID',
  'BID_ALREADY_LEADING',
  'MAX_NOT_RAISED',
  'MAX_TOO_LOW',
  'BID_BUSY',
  'BID_KEY_REUSED',
]);

type Command = { kind: 'bid'; amountFen: number } | { kind: 'max'; maxFen: number };

const hashOf = (lotId: number, command: Command) =>
  createHash('sha256')
    .update(
      JSON.stringify([lotId, command.kind, command.kind === 'bid' ? command.amountFen : command.maxFen]),
    )
    .digest('hex');

function toPublicBid(row: {
  seq: number;
  amountFen: number;
  kind: PublicBid['kind'];
  at: Date;
  alias: string;
}) {
  return {
    seq: row.seq,
    amountFen: row.amountFen,
    kind: row.kind,
    alias: row.alias,
    at: row.at.toISOString(),
  };
}

function answerOf(answer: EngineAnswer): BidResult {
  if (!answer.ok) throw new AppError(answer.code, { params: answer.params });
  return answer.result;
}

/** Leading or outbid while the lot runs; won only when it sold to the caller. */
function toMyBidLot(row: MyBidLotRow): MyBidLot {
  const closed = row.status === 'sold' || row.status === 'unsold';
  const standing = closed
    ? row.status === 'sold' && row.leading
      ? 'won'
      : 'lost'
    : row.leading
      ? 'leading'
      : 'outbid';
  return {
    lotId: row.lotId,
    lotNo: row.lotNo,
    title: row.title,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    currentPriceFen: row.currentPriceFen,
    bidCount: row.bidCount,
    alias: row.alias,
    myHighestFen: row.myHighestFen,
    myMaxFen: row.myMaxFen,
    standing,
  };
}

export function createBiddingService(deps: BiddingServiceDeps) {
  const { bidding, clock } = deps;
  const passes = createGatePasses({ ttlMs: GATE_PASS_MS, maxEntries: GATE_PASSES_MAX });

  /** Lots not yet published do not exist for bidders. */
  async function requirePublicLot(lotId: number): Promise<BiddingLot> {
    const lot = await bidding.findLot(lotId);
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  /** Why the lot takes no bids at this moment, judged by the server's clock. */
  function timingRefusal(lot: BiddingLot, now: Date): AppError | undefined {
    if (lot.status === 'sold' || lot.status === 'unsold' || now.getTime() >= lot.endsAt.getTime()) {
      return new AppError('BID_ENDED');
    }
    if (now.getTime() < lot.startsAt.getTime()) {
      return new AppError('BID_NOT_STARTED', { params: { startsAt: formatTimestamp(lot.startsAt) } });
    }
    return undefined;
  }

  /** What stops the caller from bidding on the lot, if anything, with what to fix. */
  function blocker(
    principal: Principal,
    gate: BiddingGate,
    now: Date,
  ): { blockedBy: BlockedBy | 'not_open'; error: AppError } | undefined {
    // Most final first: an ended lot, then who may bid at all, then the deposit, and only
    // then the start, so a bidder waiting for the start learns early what is still missing.
    const timing = timingRefusal(gate, now);
    if (timing?.code === 'BID_ENDED') return { blockedBy: 'not_open', error: timing };
    const ineligible = judgeEligibility(principal, gate, gate);
    if (ineligible) return ineligible;
    if (gate.depositSubmitted) {
      return { blockedBy: 'deposit_review', error: new AppError('DEPOSIT_UNDER_REVIEW') };
    }
    if (!gate.depositFrozen) {
      return {
        blockedBy: 'deposit',
        error: new AppError('DEPOSIT_REQUIRED', { params: { amount: formatFen(gate.depositFen) } }),
      };
    }
    if (timing) return { blockedBy: 'not_open', error: timing };
    return undefined;
  }

  /** The gate's read, when no pass holds: retries of closed lots, refusals with what to fix. */
  async function passGate(
    principal: Principal,
    lotId: number,
    clientBidId: string,
    requestHash: string,
    receivedAt: Date,
  ): Promise<BidResult | undefined> {
    // One read: the lot, the caller's standing and deposit, and any earlier answer to this id.
    const gate = await bidding.gate(lotId, principal.userId, clientBidId);
    // A retry is answered as the first time, even if the lot has closed since.
    if (gate?.earlierRequestHash) {
      if (gate.earlierRequestHash !== requestHash) throw new AppError('BID_KEY_REUSED');
      return answerOf(JSON.parse(gate.earlierAnswer!) as EngineAnswer);
    }
    // Lots not yet published do not exist for bidders.
    if (!gate || gate.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    const blocked = blocker(principal, gate, receivedAt);
    if (blocked) throw blocked.error;
    passes.remember(lotId, principal.userId, principal.orgId, gate);
    return undefined;
  }

  async function submit(principal: Principal, lotId: number, clientBidId: string, command: Command) {
    // A bid counts at the moment the server receives it.
    const receivedAt = clock.now();
    const requestHash = hashOf(lotId, command);
    if (!passes.holds(lotId, principal.userId, principal.orgId, receivedAt)) {
      const earlier = await passGate(principal, lotId, clientBidId, requestHash, receivedAt);
      if (earlier) return earlier;
    }
    const bidCommand: BidCommand =
      command.kind === 'bid'
        ? { kind: 'bid', userId: principal.userId, amountFen: command.amountFen, at: receivedAt }
        : { kind: 'max', userId: principal.userId, maxFen: command.maxFen, at: receivedAt };
    const answer = await deps.engine.submit({
      lotId,
      userId: principal.userId,
      clientBidId,
      requestHash,
      command: bidCommand,
      tokenId: principal.tokenId,
    });
    if (!answer.ok) {
      if (answer.code === 'UNAUTHENTICATED' || answer.code === 'PERMISSION_DENIED') {
        deps.forgetToken(principal.tokenId);
      }
      if (!PRICE_REFUSALS.has(answer.code)) passes.forget(lotId, principal.userId, principal.orgId);
    }
    return answerOf(answer);
  }

  return {
    place: (principal: Principal, body: BidAddBody) =>
      submit(principal, body.lotId, body.clientBidId, { kind: 'bid', amountFen: body.amountFen }),

    setMax: (principal: Principal, body: MaxPriceBody) =>
      submit(principal, body.lotId, body.clientBidId, { kind: 'max', maxFen: body.maxFen }),

    /** 减价出价 belongs to the descending mode, which no lot uses yet. */
    async decrease(body: BidAddBody): Promise<never> {
      await requirePublicLot(body.lotId);
      throw new AppError('BID_MODE_NOT_SUPPORTED');
    },

    async list(body: PageQuery & { lotId: number }) {
      await requirePublicLot(body.lotId);
      const { records, total } = await bidding.listBids(
        body.lotId,
        (body.current - 1) * body.size,
        body.size,
      );
      return { records: records.map(toPublicBid), total, current: body.current, size: body.size };
    },

    /** 我的竞价: the caller's lots, with where they stand on each. */
    async mine(principal: Principal, body: PageQuery) {
      const { records, total } = await bidding.myBidLots(
        principal.userId,
        (body.current - 1) * body.size,
        body.size,
      );
      return { records: records.map(toMyBidLot), total, current: body.current, size: body.size };
    },

    /** 我的竞价's export: every lot of the caller's list, read a page at a time. */
    mineExport(principal: Principal) {
      const rows = allPages(async (offset, limit) =>
        (await bidding.myBidLots(principal.userId, offset, limit)).records.map(toMyBidLot),
      );
      return exportMyBids(rows, clock.now());
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

    /** The caller's standing on a lot and, if they cannot bid, why and what to fix. */
    async bidderInfo(principal: Principal, lotId: number): Promise<BidderInfo> {
      const [lot, standing] = await Promise.all([
        bidding.gate(lotId, principal.userId, ''),
        bidding.standing(lotId, principal.userId),
      ]);
      if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
      const now = clock.now();
      const blocked = blocker(principal, lot, now);
      return {
        lotId,
        alias: standing.alias,
        leading: lot.leaderUserId === principal.userId,
        myMaxFen: standing.maxFen,
        myLastBidFen: standing.lastBidFen,
        canBid: blocked === undefined,
        blockedReason: blocked?.error.message ?? null,
        blockedBy: blocked?.blockedBy ?? null,
        lot: toLotLiveState(lot, lot.leaderAlias, now),
      };
    },

    /** The live numbers of a lot for anyone, e.g. to resync after a gap in the live channel. */
    async liveState(lotId: number) {
      const lot = await requirePublicLot(lotId);
      return toLotLiveState(lot, lot.leaderAlias, clock.now());
    },
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;
