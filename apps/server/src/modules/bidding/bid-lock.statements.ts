import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { escapeLiteral } from 'pg';
import type { ChainHead } from '../auction-record';
import type { BidderStanding } from '../bidders';
import type { LotBiddingState, ProxyState } from './bid-rules';

/**
 * The hot path of bidding, in two round trips per batch of commands on one lot:
 *   1. BEGIN; lock the lot row; read everything the batch needs (one statement);
 *   2. write everything the batch decided (one statement); COMMIT.
 * The lock is held for one round trip plus the in-memory decisions. Both round trips are
 * simple-protocol multi-statement queries, so values are inlined: text with escapeLiteral, the
 * write's payload dollar-quoted (jsonLiteral), every number checked to be an integer first. The
 * read and the write are prepared once per connection (PREPARE_SQL, bid-lock.prepared-statements.ts)
 * and run with EXECUTE, so neither is planned again per batch.
 */

export interface LockedLot {
  lot: LotBiddingState & { id: number };
  proxies: Map<number, ProxyState>;
  /** Aliases of the leader and of the batch's users who have bid here before. */
  aliases: Map<number, string>;
  /** Which of the candidate aliases other bidders already hold. */
  takenAliases: Set<string>;
  /** Earlier answers to the batch's client bid ids, by `${userId}:${clientBidId}`. */
  requests: Map<string, { lotId: number; requestHash: string; answer: string }>;
  /** What the lot asks of a bidder, and where each of the batch's users stands, read under the lock. */
  gate: { restricted: boolean; depositFen: number };
  standings: Map<number, LockedStanding>;
  /**
   * The batch's bearer tokens still live under the lock, and whether each still grants 出价.
   * A token missing here was signed out, revoked or expired since its request was let in.
   */
  tokens: Map<number, { granted: boolean }>;
  /** The 优先购买权 order of each of the batch's users who holds the right, read under the lock. */
  ranks: Map<number, number>;
  /** The lot's chain of records as it stands under the lock: the batch's records hash on from it. */
  chain: ChainHead;
}

/** A user's standing on the lot as it is while the lot is locked: checked again before each bid. */
export interface LockedStanding extends BidderStanding {
  deposit: 'frozen' | 'submitted' | null;
}

export interface BatchWrite {
  lot: (LotBiddingState & { id: number }) | null;
  bids: Array<{
    userId: number;
    amountFen: number;
    kind: string;
    seq: number;
    at: Date;
    priority: boolean;
    chainSeq: number;
    chainHash: string;
  }>;
  /** Extensions, each a chain record of its own (lot_chain_events). */
  events: Array<{ seq: number; hash: string; at: Date; endsAt: Date }>;
  /** The lot's chain head after the batch; null when it appended nothing. */
  chain: ChainHead | null;
  proxies: Array<{ userId: number; maxFen: number; setOrder: number; at: Date }>;
  bidders: Array<{ userId: number; alias: string; at: Date }>;
  requests: Array<{ userId: number; clientBidId: string; requestHash: string; answer: string; at: Date }>;
  now: Date;
}

const LOCK_TIMEOUT = '3s';
const STATEMENT_TIMEOUT = '5s';
const IDLE_IN_TRANSACTION_TIMEOUT = '10s';

export const requestKey = (userId: number, clientBidId: string) => `${userId}:${clientBidId}`;

function int(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return String(value);
}
const intArray = (values: number[]) => `ARRAY[${values.map(int).join(',')}]::int[]`;
const textArray = (values: string[]) =>
  `ARRAY[${values.map((value) => escapeLiteral(value)).join(',')}]::text[]`;

export interface LockRow {
  lot: null | {
    status: LotBiddingState['status'];
    bidding_mode: LotBiddingState['biddingMode'];
    decrease_step_fen: number | null;
    decrease_interval_minutes: number | null;
    floor_price_fen: number | null;
    ascend_minutes: number | null;
    accepted_at: string | null;
    starts_at: string;
    ends_at: string;
    hard_end_at: string | null;
    max_extensions: number | null;
    extension_minutes: number;
    extension_count: number;
    start_price_fen: number;
    increment_fen: number;
    reserve_price_fen: number | null;
    current_price_fen: number | null;
    leader_user_id: number | null;
    leader_priority_rank: number | null;
    runner_up_max_fen: number | null;
    bid_count: number;
    bidder_count: number;
    event_seq: number;
    proxy_counter: number;
    restricted: boolean;
    deposit_fen: number;
    chain_head: string | null;
    chain_length: number;
  };
  proxies: Array<{ userId: number; maxFen: number; setOrder: number }>;
  bidders: Array<{ userId: number; alias: string }>;
  taken: string[];
  requests: Array<{
    userId: number;
    clientBidId: string;
    lotId: number;
    requestHash: string;
    answer: string;
  }>;
  standings: Array<{ userId: number } & LockedStanding>;
  tokens: Array<{ tokenId: number; granted: boolean }>;
  ranks: Array<{ userId: number; rank: number }>;
}

/** What the lock reads for one batch beside the lot itself. */
export interface LockRequest {
  userIds: number[];
  aliasCandidates: string[];
  keys: Array<{ userId: number; clientBidId: string }>;
  tokenIds: number[];
  /** The server's clock: a token past its expiry is dead. */
  now: Date;
}

/**
 * The batch's payload as a dollar-quoted literal: taken as it is, with no escaping pass over
 * tens of kilobytes per batch. A payload that happens to hold the tag is escaped instead.
 */
const DOLLAR_TAG = '$lyp_batch$';
export const jsonLiteral = (json: string) =>
  json.includes(DOLLAR_TAG) ? escapeLiteral(json) : `${DOLLAR_TAG}${json}${DOLLAR_TAG}`;

const timestamp = (value: Date) => `${escapeLiteral(value.toISOString())}::timestamptz`;

export function lockSql(lotId: number, request: LockRequest) {
  const lot = int(lotId);
  const args = [
    lot,
    intArray(request.userIds),
    textArray(request.aliasCandidates),
    intArray(request.keys.map((key) => key.userId)),
    textArray(request.keys.map((key) => key.clientBidId)),
    intArray(request.tokenIds),
    timestamp(request.now),
    escapeLiteral(PERMISSIONS.bidPlace.code),
  ];
  // A separate statement takes the lock, so the read that follows sees everything committed
  // before it was granted (READ COMMITTED takes a new snapshot per statement).
  // The generic plans are made at a connection's first batch, often on a new database whose
  // tables are nearly empty and not yet analyzed: a sequential scan then looks cheapest and
  // stays in the plan while bid_requests grows by every bid (a run went from 9 to 15 ms a
  // batch in 20 s). With sequential scans off, every lookup takes its index whatever the
  // statistics say.
  // The timeouts bound how long a stuck peer or a stalled process can hold up the lot: the
  // batch fails, its callers are told to retry with the same ids, and nothing half-done stays.
  return `BEGIN;
SET LOCAL lock_timeout = '${LOCK_TIMEOUT}';
SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}';
SET LOCAL idle_in_transaction_session_timeout = '${IDLE_IN_TRANSACTION_TIMEOUT}';
SET LOCAL plan_cache_mode = force_generic_plan;
SET LOCAL enable_seqscan = off;
SELECT 1 FROM lots WHERE id = ${lot} FOR UPDATE;
EXECUTE bid_lock_read(${args.join(', ')});`;
}

const date = (value: string | null) => (value === null ? null : new Date(value));

export function toLocked(lotId: number, row: LockRow): LockedLot | null {
  if (!row.lot) return null;
  const l = row.lot;
  return {
    lot: {
      id: lotId,
      status: l.status,
      biddingMode: l.bidding_mode,
      decreaseStepFen: l.decrease_step_fen,
      decreaseIntervalMinutes: l.decrease_interval_minutes,
      floorPriceFen: l.floor_price_fen,
      ascendMinutes: l.ascend_minutes,
      acceptedAt: date(l.accepted_at),
      startsAt: new Date(l.starts_at),
      endsAt: new Date(l.ends_at),
      hardEndAt: date(l.hard_end_at),
      maxExtensions: l.max_extensions,
      extensionSeconds: l.extension_minutes * 60,
      extensionCount: l.extension_count,
      startPriceFen: l.start_price_fen,
      incrementFen: l.increment_fen,
      reservePriceFen: l.reserve_price_fen,
      currentPriceFen: l.current_price_fen,
      leaderUserId: l.leader_user_id,
      leaderPriorityRank: l.leader_priority_rank,
      runnerUpMaxFen: l.runner_up_max_fen,
      bidCount: l.bid_count,
      bidderCount: l.bidder_count,
      eventSeq: l.event_seq,
      proxyCounter: l.proxy_counter,
    },
    proxies: new Map(row.proxies.map((p) => [p.userId, { maxFen: p.maxFen, setOrder: p.setOrder }])),
    aliases: new Map(row.bidders.map((b) => [b.userId, b.alias])),
    takenAliases: new Set(row.taken),
    requests: new Map(
      row.requests.map((r) => [
        requestKey(r.userId, r.clientBidId),
        { lotId: r.lotId, requestHash: r.requestHash, answer: r.answer },
      ]),
    ),
    gate: { restricted: l.restricted, depositFen: l.deposit_fen },
    standings: new Map(row.standings.map(({ userId, ...standing }) => [userId, standing])),
    tokens: new Map(row.tokens.map((token) => [token.tokenId, { granted: token.granted }])),
    ranks: new Map(row.ranks.map((entry) => [entry.userId, entry.rank])),
    chain: { hash: l.chain_head, length: l.chain_length },
  };
}

export function writeSql(lotId: number, write: BatchWrite): string {
  const lot = int(lotId);
  const payload = {
    lot: write.lot && {
      id: write.lot.id,
      status: write.lot.status,
      ends_at: write.lot.endsAt.toISOString(),
      accepted_at: write.lot.acceptedAt?.toISOString() ?? null,
      extension_count: write.lot.extensionCount,
      current_price_fen: write.lot.currentPriceFen,
      leader_user_id: write.lot.leaderUserId,
      leader_priority_rank: write.lot.leaderPriorityRank,
      runner_up_max_fen: write.lot.runnerUpMaxFen,
      bid_count: write.lot.bidCount,
      bidder_count: write.lot.bidderCount,
      event_seq: write.lot.eventSeq,
      proxy_counter: write.lot.proxyCounter,
      chain_head: write.chain?.hash ?? null,
      chain_length: write.chain?.length ?? null,
    },
    bids: write.bids.map((bid) => ({
      user_id: bid.userId,
      amount_fen: bid.amountFen,
      kind: bid.kind,
      event_seq: bid.seq,
      created_at: bid.at.toISOString(),
      priority: bid.priority,
      chain_seq: bid.chainSeq,
      chain_hash: bid.chainHash,
    })),
    events: write.events.map((event) => ({
      seq: event.seq,
      hash: event.hash,
      at: event.at.toISOString(),
      ends_at: event.endsAt.toISOString(),
    })),
    proxies: write.proxies.map((proxy) => ({
      user_id: proxy.userId,
      max_fen: proxy.maxFen,
      set_order: proxy.setOrder,
      set_at: proxy.at.toISOString(),
    })),
    bidders: write.bidders.map((bidder) => ({
      user_id: bidder.userId,
      alias: bidder.alias,
      created_at: bidder.at.toISOString(),
    })),
    requests: write.requests.map((request) => ({
      user_id: request.userId,
      client_bid_id: request.clientBidId,
      request_hash: request.requestHash,
      answer: request.answer,
      created_at: request.at.toISOString(),
    })),
  };
  return `EXECUTE bid_batch_write(${lot}, ${jsonLiteral(JSON.stringify(payload))}::jsonb, ${timestamp(write.now)});
COMMIT;`;
}
