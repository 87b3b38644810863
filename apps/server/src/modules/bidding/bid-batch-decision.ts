import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { createChainAppender, type ChainAppender } from '../auction-record';
import { fallbackAlias } from './bid-aliases';
import type { EngineAnswer, EngineCommand, EngineContext, Outbid } from './bid-engine-deps';
import { toEvents } from './bid-engine-events';
import { decideBid, type AcceptedBid, type LotBiddingState, type ProxyState } from './bid-rules';
import { requestKey, type BatchWrite, type LockedLot } from './bid-lock.repository';
import { credentialRefusal, refusalUnderLock } from './bid-gate-under-lock';
import { toLotLiveState } from './lot-live-state';
import { standingMaximumFen } from './standing-maximum';

/**
 * Who the batch left outbid: once each (at the last time they lost the lead), and not whoever
 * took the lead back within it.
 */
function stillOutbid(displaced: Outbid[], leaderUserId: number | null): Outbid[] {
  const last = new Map<number, Outbid>();
  for (const entry of displaced) if (entry.userId !== leaderUserId) last.set(entry.userId, entry);
  return [...last.values()];
}

/** One batch being decided in memory under the lot's lock: the lot as its decisions left it so far. */
interface BatchInProgress {
  engine: EngineContext;
  lotId: number;
  locked: LockedLot;
  now: Date;
  lot: LotBiddingState;
  proxies: Map<number, ProxyState>;
  aliases: Map<number, string>;
  bidders: Set<number>;
  taken: Set<string>;
  decided: Map<string, { requestHash: string; answer: string }>;
  latestProxies: Map<number, BatchWrite['proxies'][number]>;
  write: BatchWrite;
  events: LotEvent[];
  displaced: Outbid[];
  answers: EngineAnswer[];
  /** The lot's chain of records: each accepted bid and extension is hashed on as it is decided. */
  chain: ChainAppender;
}

export type BatchOutcome = ReturnType<typeof decideAll>;

/** Decides the batch's commands in arrival order against the locked lot: what to answer, write and tell. */
export function decideAll(engine: EngineContext, lotId: number, locked: LockedLot, batch: EngineCommand[]) {
  const now = engine.deps.clock.now();
  const aliases = new Map(locked.aliases);
  const state: BatchInProgress = {
    engine,
    lotId,
    locked,
    now,
    lot: locked.lot,
    proxies: new Map<number, ProxyState>(locked.proxies),
    aliases,
    bidders: new Set(aliases.keys()),
    taken: new Set(locked.takenAliases),
    decided: new Map<string, { requestHash: string; answer: string }>(),
    latestProxies: new Map<number, BatchWrite['proxies'][number]>(),
    write: { lot: null, bids: [], proxies: [], bidders: [], requests: [], events: [], chain: null, now },
    events: [],
    displaced: [],
    answers: [],
    chain: createChainAppender(lotId, locked.chain),
  };

  for (const entry of batch) decideOne(state, entry);

  const { lot, write, events, displaced, answers } = state;
  write.proxies = [...state.latestProxies.values()];
  if (state.chain.grew()) write.chain = state.chain.head();
  if (lot.eventSeq !== locked.lot.eventSeq || lot.proxyCounter !== locked.lot.proxyCounter) {
    write.lot = { id: lotId, ...lot };
  }
  return { answers, events, displaced: stillOutbid(displaced, lot.leaderUserId), write };
}

function decideOne(state: BatchInProgress, entry: EngineCommand) {
  const { locked, decided, answers } = state;
  // A caller signed out or stripped of 出价 since the request came in is refused first, and
  // the refusal is not kept: after signing in again the same bid id is decided afresh.
  const unauthorised = entry.tokenId === null ? undefined : credentialRefusal(locked, entry.tokenId);
  if (unauthorised) {
    answers.push(unauthorised);
    return;
  }
  const key = requestKey(entry.userId, entry.clientBidId);
  const earlier = decided.get(key) ?? locked.requests.get(key);
  if (earlier) {
    answers.push(
      earlier.requestHash === entry.requestHash
        ? (JSON.parse(earlier.answer) as EngineAnswer)
        : { ok: false, code: 'BID_KEY_REUSED', params: {} },
    );
    return;
  }

  const before = state.lot;
  const ineligible = refusalUnderLock(locked, entry.userId);
  const decision =
    ineligible ??
    decideBid(
      state.lot,
      { proxies: state.proxies, bidders: state.bidders, ranks: locked.ranks },
      entry.command,
    );
  let answer: EngineAnswer;
  if (!decision.accepted) {
    answer = { ok: false, code: decision.code, params: decision.params };
  } else {
    answer = accept(state, entry, before, decision);
  }
  const stored = JSON.stringify(answer);
  decided.set(key, { requestHash: entry.requestHash, answer: stored });
  state.write.requests.push({
    userId: entry.userId,
    clientBidId: entry.clientBidId,
    requestHash: entry.requestHash,
    answer: stored,
    at: state.now,
  });
  answers.push(answer);
}

function accept(
  state: BatchInProgress,
  entry: EngineCommand,
  before: LotBiddingState,
  decision: AcceptedBid,
): EngineAnswer {
  const { lotId, proxies, aliases, write, now } = state;
  const lot = (state.lot = decision.lot);
  const at = entry.command.at;
  if (decision.proxy) {
    proxies.set(decision.proxy.userId, decision.proxy);
    state.latestProxies.set(decision.proxy.userId, { ...decision.proxy, at });
  }
  for (const userId of decision.newBidders) assignAlias(state, userId, at);
  state.events.push(...toEvents(lotId, before, decision, aliases, now));
  if (before.leaderUserId !== null && lot.leaderUserId !== before.leaderUserId) {
    state.displaced.push({
      lotId,
      userId: before.leaderUserId,
      seq: lot.eventSeq,
      currentPriceFen: lot.currentPriceFen ?? 0,
    });
  }
  let placed: BidResult['placed'] = null;
  for (const effect of decision.effects) {
    if (effect.type === 'extended') {
      const content = { kind: 'extension' as const, atMs: at.getTime(), endsAtMs: effect.endsAt.getTime() };
      write.events.push({ ...state.chain.append(content), at, endsAt: effect.endsAt });
    }
    if (effect.type !== 'bid') continue;
    const { seq: chainSeq, hash: chainHash } = state.chain.append({
      kind: effect.bid.kind,
      atMs: effect.bid.at.getTime(),
      amountFen: effect.bid.amountFen,
      alias: aliases.get(effect.bid.userId) ?? '',
      // Marked only when set: a record without the mark hashes as it did before marks existed.
      ...(effect.bid.priority ? { priority: true } : {}),
    });
    write.bids.push({ ...effect.bid, chainSeq, chainHash });
    if (effect.bid.userId === entry.userId) {
      placed = {
        seq: effect.bid.seq,
        amountFen: effect.bid.amountFen,
        alias: aliases.get(effect.bid.userId) ?? '',
        kind: effect.bid.kind,
        at: effect.bid.at.toISOString(),
        priority: effect.bid.priority,
      };
    }
  }
  return {
    ok: true,
    result: {
      placed,
      leading: lot.leaderUserId === entry.userId,
      myMaxFen: standingMaximumFen(proxies.get(entry.userId)?.maxFen ?? null, placed?.amountFen ?? null),
      lot: toLotLiveState(
        { id: lotId, ...lot },
        lot.leaderUserId === null ? null : (aliases.get(lot.leaderUserId) ?? null),
        now,
      ),
    },
  };
}

function assignAlias(state: BatchInProgress, userId: number, at: Date) {
  const { engine, lotId, taken } = state;
  const alias =
    engine.candidatesOf(lotId, userId).find((candidate) => !taken.has(candidate)) ??
    fallbackAlias(engine.deps.aliasSecret, lotId, userId);
  taken.add(alias);
  state.aliases.set(userId, alias);
  state.bidders.add(userId);
  state.write.bidders.push({ userId, alias, at });
}
