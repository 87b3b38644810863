import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { escapeLiteral } from 'pg';
import { int, intArray, jsonLiteral, textArray, timestamp } from './bid-lock.literals';

export { requestKey, toLocked, type LockRow } from './bid-lock.read-row';
import type { ChainHead } from '../auction-record';
import type { BidderStanding } from '../bidders';
import type { LotBiddingState, ProxyState } from './bid-rules';

/**
 * The hot path of bidding, in two round trips per batch of commands on one lot:
 *   1. BEGIN; lock the lot row; read everything the batch needs (one statement);
 *   2. write everything the batch decided (one statement); COMMIT.
 * The lock is held for one round trip plus the in-memory decisions. A batch the engine could
 * decide from what it remembers of the lot takes one round trip instead (freshSql): BEGIN;
 * lock; check that what it decided from still holds; write; COMMIT. Both round trips are
 * simple-protocol multi-statement queries, so values are inlined: text with escapeLiteral, the
 * write's payload dollar-quoted (jsonLiteral), every number checked to be an integer first. The
 * read and the write are prepared once per connection (PREPARE_SQL, bid-lock.prepared-statements.ts)
 * and run with EXECUTE, so neither is planned again per batch.
 */

export interface LockedLot {
  lot: LotBiddingState & { id: number };
  /** The lot row's version (its xmin) as read: any writer's commit changes it. */
  version: string;
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
  /**
   * The texts the standings, ranks and tokens above were parsed from, by user and by token: a
   * batch decided from memory hands them back to be compared under the lock (bid_fresh_check).
   */
  userGates: Map<number, string>;
  tokenGates: Map<number, string>;
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

/**
 * The transaction's settings, in one statement. The timeouts bound how long a stuck peer or a
 * stalled process can hold up the lot: the batch fails, its callers are told to retry with the
 * same ids, and nothing half-done stays.
 * The generic plans are made at a connection's first batch, often on a new database whose
 * tables are nearly empty and not yet analyzed: a sequential scan then looks cheapest and
 * stays in the plan while bid_requests grows by every bid (a run went from 9 to 15 ms a
 * batch in 20 s). With sequential scans off, every lookup takes its index whatever the
 * statistics say.
 */
const SETTINGS = `SELECT set_config('lock_timeout', '3s', true), set_config('statement_timeout', '5s', true),
  set_config('idle_in_transaction_session_timeout', '10s', true),
  set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true);`;

/** What the lock reads for one batch beside the lot itself. */
export interface LockRequest {
  userIds: number[];
  aliasCandidates: string[];
  keys: Array<{ userId: number; clientBidId: string }>;
  tokenIds: number[];
  /** The server's clock: a token past its expiry is dead. */
  now: Date;
}

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
  return `BEGIN;
${SETTINGS}
SELECT 1 FROM lots WHERE id = ${lot} FOR UPDATE;
EXECUTE bid_lock_read(${args.join(', ')});`;
}

/** What a batch decided from memory was decided from: checked under the lock before its write. */
export interface FreshCheck {
  userIds: number[];
  tokenIds: number[];
  now: Date;
  /** The lot row's version after the engine's own last write. */
  version: string;
  /** The gate texts decided from, in user and in token order. */
  userGates: string[];
  tokenGates: string[];
}

/**
 * One round trip for a batch decided from memory: BEGIN; lock; check (bid_fresh_check raises
 * LYP01 when anything changed); write; COMMIT. On any error nothing is written and the
 * transaction is left aborted for the caller to roll back.
 */
export function freshSql(lotId: number, check: FreshCheck, write: BatchWrite): string {
  const lot = int(lotId);
  const args = [
    lot,
    intArray(check.userIds),
    intArray(check.tokenIds),
    timestamp(check.now),
    escapeLiteral(PERMISSIONS.bidPlace.code),
    escapeLiteral(check.version),
    textArray(check.userGates),
    textArray(check.tokenGates),
  ];
  return `BEGIN;
${SETTINGS}
SELECT 1 FROM lots WHERE id = ${lot} FOR UPDATE;
EXECUTE bid_fresh_check(${args.join(', ')});
${writeSql(lotId, write)}`;
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
