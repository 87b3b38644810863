import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import type { LotEvent } from '@lyp/shared/realtime/events';
import type { Clock } from '../../lib/clock';
import { aliasCandidates, fallbackAlias } from './bid-aliases';
import {
  decideBid,
  type AcceptedBid,
  type BidCommand,
  type LotBiddingState,
  type ProxyState,
} from './bid-rules';
import {
  requestKey,
  type BatchWrite,
  type BidLockRepository,
  type LockedLot,
  type LockRequest,
} from './bid-lock.repository';
import { credentialRefusal, refusalUnderLock } from './bid-gate-under-lock';
import { isReserveMet, toLotLiveState } from './lot-live-state';

export interface EngineCommand {
  lotId: number;
  userId: number;
  clientBidId: string;
  /** Fingerprint of what was asked: the same id with another body is refused. */
  requestHash: string;
  command: BidCommand;
  /**
   * The bearer token the command came with, checked again under the lot's lock (bidding routes
   * let in a principal remembered for a few seconds); null for the platform's own demo bids.
   */
  tokenId: number | null;
}

/** A bidder who led until a bid took the lead from them: the lot's price and event then. */
export interface Outbid {
  lotId: number;
  userId: number;
  /** The lot's event number at that moment: names this one time, so it is told once. */
  seq: number;
  currentPriceFen: number;
}

/**
 * Who the batch left outbid: once each (at the last time they lost the lead), and not whoever
 * took the lead back within it.
 */
function stillOutbid(displaced: Outbid[], leaderUserId: number | null): Outbid[] {
  const last = new Map<number, Outbid>();
  for (const entry of displaced) if (entry.userId !== leaderUserId) last.set(entry.userId, entry);
  return [...last.values()];
}

export type EngineAnswer =
  { ok: true; result: BidResult } | { ok: false; code: ErrorCode; params: ErrorParams };

export interface BidEngineDeps {
  locks: BidLockRepository;
  clock: Clock;
  aliasSecret: string;
  /** Called after each commit with the events it made, in order. */
  publish(events: LotEvent[]): void;
  /** Called after each commit with the bidders it displaced from the lead, in order. */
  outbid?(displaced: Outbid[]): void;
  maxBatch?: number;
  /** Commands waiting on one lot beyond this are turned away at once, to retry with the same id. */
  maxQueue?: number;
  log?: { error(details: object, message: string): void };
}

interface Pending {
  command: EngineCommand;
  resolve(answer: EngineAnswer): void;
}

const UNIQUE_VIOLATION = '23505';
const MAX_CACHED_CANDIDATES = 100_000;
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/**
 * Decides bids one lot at a time. Commands for a lot wait in an in-process queue; each turn
 * takes every waiting command, locks the lot once, decides them in arrival order in memory and
 * writes them in one statement. While commands keep coming, the round trip that commits one
 * batch also locks and reads for the next. Several instances still exclude each other by the
 * row lock. Nothing is answered or broadcast before its transaction commits.
 */
export function createBidEngine(deps: BidEngineDeps) {
  const maxBatch = deps.maxBatch ?? 256;
  const maxQueue = deps.maxQueue ?? 4096;
  const busy: EngineAnswer = { ok: false, code: 'BID_BUSY', params: {} };
  const queues = new Map<number, Pending[]>();
  // A bidder's alias candidates on a lot never change; each costs four HMACs, every batch.
  const candidateCache = new Map<string, string[]>();
  const candidatesOf = (lotId: number, userId: number) => {
    const key = `${lotId}:${userId}`;
    let candidates = candidateCache.get(key);
    if (!candidates) {
      candidates = aliasCandidates(deps.aliasSecret, lotId, userId);
      candidateCache.set(key, candidates);
      if (candidateCache.size > MAX_CACHED_CANDIDATES)
        candidateCache.delete(candidateCache.keys().next().value!);
    }
    return candidates;
  };

  function lockRequestOf(lotId: number, batch: Pending[]): LockRequest {
    const commands = batch.map((pending) => pending.command);
    const userIds = [...new Set(commands.map((entry) => entry.userId))];
    return {
      userIds,
      aliasCandidates: userIds.flatMap((userId) => candidatesOf(lotId, userId)),
      keys: commands.map((entry) => ({ userId: entry.userId, clientBidId: entry.clientBidId })),
      tokenIds: [...new Set(commands.flatMap((entry) => (entry.tokenId === null ? [] : [entry.tokenId])))],
      now: deps.clock.now(),
    };
  }

  /**
   * Decides `first`, then, while commands keep arriving, the batches after it on the same
   * connection: each round trip commits one batch and locks and reads for the next, so a
   * busy lot costs one round trip per batch. `onBatch` learns which batch is in hand, so a
   * failure is answered to that one; the batches before it have been answered already.
   */
  async function runChain(
    lotId: number,
    first: Pending[],
    queue: Pending[],
    onBatch: (batch: Pending[]) => void,
  ) {
    await deps.locks.withLot(lotId, async (session) => {
      let batch = first;
      onBatch(batch);
      let locked = await session.lock(lockRequestOf(lotId, batch));
      for (;;) {
        if (!locked) {
          const missing: EngineAnswer = { ok: false, code: 'LOT_NOT_FOUND', params: {} };
          for (const pending of batch) pending.resolve(missing);
          return;
        }
        const outcome = decideAll(
          lotId,
          locked,
          batch.map((pending) => pending.command),
        );
        // The chain yields its connection when another lot waits for one; it queues again.
        const next = queue.length > 0 && !deps.locks.othersWaiting() ? queue.splice(0, maxBatch) : undefined;
        try {
          if (next) locked = await session.commitAndLock(outcome.write, lockRequestOf(lotId, next));
          else await session.commit(outcome.write);
        } catch (error) {
          // The next batch was not decided: it goes back to the front of the line.
          if (next) queue.unshift(...next);
          throw error;
        }
        deliver(lotId, batch, outcome);
        if (!next) return;
        batch = next;
        onBatch(batch);
      }
    });
  }

  /** Committed: the bidders hear first; a failing broadcast must not cost them their answer. */
  function deliver(lotId: number, batch: Pending[], outcome: ReturnType<typeof decideAll>) {
    batch.forEach((pending, index) => pending.resolve(outcome.answers[index]!));
    if (outcome.events.length > 0) publishSafely(lotId, outcome.events);
    if (outcome.displaced.length > 0) tellOutbid(lotId, outcome.displaced);
  }

  function decideAll(lotId: number, locked: LockedLot, batch: EngineCommand[]) {
    const now = deps.clock.now();
    let lot: LotBiddingState = locked.lot;
    const proxies = new Map<number, ProxyState>(locked.proxies);
    const aliases = new Map(locked.aliases);
    const bidders = new Set(aliases.keys());
    const taken = new Set(locked.takenAliases);
    const decided = new Map<string, { requestHash: string; answer: string }>();
    const latestProxies = new Map<number, BatchWrite['proxies'][number]>();
    const write: BatchWrite = { lot: null, bids: [], proxies: [], bidders: [], requests: [], now };
    const events: LotEvent[] = [];
    const displaced: Outbid[] = [];
    const answers: EngineAnswer[] = [];

    const assignAlias = (userId: number, at: Date) => {
      const alias =
        candidatesOf(lotId, userId).find((candidate) => !taken.has(candidate)) ??
        fallbackAlias(deps.aliasSecret, lotId, userId);
      taken.add(alias);
      aliases.set(userId, alias);
      bidders.add(userId);
      write.bidders.push({ userId, alias, at });
    };

    for (const entry of batch) {
      // A caller signed out or stripped of 出价 since the request came in is refused first, and
      // the refusal is not kept: after signing in again the same bid id is decided afresh.
      const unauthorised = entry.tokenId === null ? undefined : credentialRefusal(locked, entry.tokenId);
      if (unauthorised) {
        answers.push(unauthorised);
        continue;
      }
      const key = requestKey(entry.userId, entry.clientBidId);
      const earlier = decided.get(key) ?? locked.requests.get(key);
      if (earlier) {
        answers.push(
          earlier.requestHash === entry.requestHash
            ? (JSON.parse(earlier.answer) as EngineAnswer)
            : { ok: false, code: 'BID_KEY_REUSED', params: {} },
        );
        continue;
      }

      const before = lot;
      const ineligible = refusalUnderLock(locked, entry.userId);
      const decision = ineligible ?? decideBid(lot, { proxies, bidders }, entry.command);
      let answer: EngineAnswer;
      if (!decision.accepted) {
        answer = { ok: false, code: decision.code, params: decision.params };
      } else {
        lot = decision.lot;
        const at = entry.command.at;
        if (decision.proxy) {
          proxies.set(decision.proxy.userId, decision.proxy);
          latestProxies.set(decision.proxy.userId, { ...decision.proxy, at });
        }
        for (const userId of decision.newBidders) assignAlias(userId, at);
        events.push(...toEvents(lotId, before, decision, aliases, now));
        if (before.leaderUserId !== null && lot.leaderUserId !== before.leaderUserId) {
          displaced.push({
            lotId,
            userId: before.leaderUserId,
            seq: lot.eventSeq,
            currentPriceFen: lot.currentPriceFen ?? 0,
          });
        }
        let placed: BidResult['placed'] = null;
        for (const effect of decision.effects) {
          if (effect.type !== 'bid') continue;
          write.bids.push(effect.bid);
          if (effect.bid.userId === entry.userId) {
            placed = {
              seq: effect.bid.seq,
              amountFen: effect.bid.amountFen,
              alias: aliases.get(effect.bid.userId) ?? '',
              kind: effect.bid.kind,
              at: effect.bid.at.toISOString(),
            };
          }
        }
        answer = {
          ok: true,
          result: {
            placed,
            leading: lot.leaderUserId === entry.userId,
            myMaxFen: proxies.get(entry.userId)?.maxFen ?? null,
            lot: toLotLiveState(
              { id: lotId, ...lot },
              lot.leaderUserId === null ? null : (aliases.get(lot.leaderUserId) ?? null),
              now,
            ),
          },
        };
      }
      const stored = JSON.stringify(answer);
      decided.set(key, { requestHash: entry.requestHash, answer: stored });
      write.requests.push({
        userId: entry.userId,
        clientBidId: entry.clientBidId,
        requestHash: entry.requestHash,
        answer: stored,
        at: now,
      });
      answers.push(answer);
    }

    write.proxies = [...latestProxies.values()];
    if (lot.eventSeq !== locked.lot.eventSeq || lot.proxyCounter !== locked.lot.proxyCounter) {
      write.lot = { id: lotId, ...lot };
    }
    return { answers, events, displaced: stillOutbid(displaced, lot.leaderUserId), write };
  }

  async function drain(lotId: number, queue: Pending[]) {
    while (queue.length > 0) {
      let current = queue.splice(0, maxBatch);
      const track = (batch: Pending[]) => {
        current = batch;
      };
      try {
        try {
          await runChain(lotId, current, queue, track);
        } catch (error) {
          // The same client id raced in on another lot: decide again, now seeing its answer.
          if (!isUniqueViolation(error)) throw error;
          await runChain(lotId, current, queue, track);
        }
      } catch (error) {
        // Nothing of this batch was acknowledged. It may or may not have committed (a lost
        // COMMIT answer), so its callers are told to retry with the same ids: a replay finds
        // the answer.
        deps.log?.error({ err: error, lotId, commands: current.length }, '出价批次处理失败，已提示重试');
        for (const pending of current) pending.resolve(busy);
      }
    }
    queues.delete(lotId);
  }

  function publishSafely(lotId: number, events: LotEvent[]) {
    try {
      deps.publish(events);
    } catch (error) {
      // Watchers see the gap in the sequence numbers and resync over HTTP.
      deps.log?.error({ err: error, lotId }, '竞价事件广播失败');
    }
  }

  function tellOutbid(lotId: number, displaced: Outbid[]) {
    try {
      deps.outbid?.(displaced);
    } catch (error) {
      deps.log?.error({ err: error, lotId }, '出价被超越提醒发送失败');
    }
  }

  return {
    submit(command: EngineCommand): Promise<EngineAnswer> {
      return new Promise<EngineAnswer>((resolve) => {
        const pending = { command, resolve };
        const queue = queues.get(command.lotId);
        if (queue) {
          if (queue.length >= maxQueue) resolve(busy);
          else queue.push(pending);
          return;
        }
        const fresh = [pending];
        queues.set(command.lotId, fresh);
        void drain(command.lotId, fresh);
      });
    },
  };
}

export type BidEngine = ReturnType<typeof createBidEngine>;

/** The live events of one decision, each with the lot as it stood right after it. */
function toEvents(
  lotId: number,
  before: LotBiddingState,
  decision: AcceptedBid,
  aliases: ReadonlyMap<number, string>,
  now: Date,
): LotEvent[] {
  const after = decision.lot;
  const serverTime = now.toISOString();
  let bidCount = before.bidCount;
  let bidderCount = before.bidderCount;
  const counted = new Set<number>();
  return decision.effects.map((effect): LotEvent => {
    if (effect.type === 'started') {
      return { type: 'lot_started', lotId, seq: effect.seq, serverTime, endsAt: after.endsAt.toISOString() };
    }
    if (effect.type === 'extended') {
      return {
        type: 'lot_extended',
        lotId,
        seq: effect.seq,
        serverTime,
        endsAt: effect.endsAt.toISOString(),
        extensionCount: effect.extensionCount,
      };
    }
    const { bid } = effect;
    const alias = aliases.get(bid.userId) ?? '';
    bidCount += 1;
    if (decision.newBidders.includes(bid.userId) && !counted.has(bid.userId)) {
      counted.add(bid.userId);
      bidderCount += 1;
    }
    return {
      type: 'bid_placed',
      lotId,
      seq: bid.seq,
      serverTime,
      bid: { amountFen: bid.amountFen, alias, kind: bid.kind, at: bid.at.toISOString() },
      currentPriceFen: bid.amountFen,
      nextMinimumFen: bid.amountFen + after.incrementFen,
      leaderAlias: alias,
      bidCount,
      bidderCount,
      endsAt: after.endsAt.toISOString(),
      reserveMet: isReserveMet({ reservePriceFen: after.reservePriceFen, currentPriceFen: bid.amountFen }),
    };
  });
}
