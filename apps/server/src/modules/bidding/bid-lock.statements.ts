import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { escapeLiteral } from 'pg';
import type { BidderStanding } from '../bidders';
import type { LotBiddingState, ProxyState } from './bid-rules';

/**
 * The hot path of bidding, in two round trips per batch of commands on one lot:
 *   1. BEGIN; lock the lot row; read everything the batch needs (one statement);
 *   2. write everything the batch decided (one statement); COMMIT.
 * The lock is held for one round trip plus the in-memory decisions. Both round trips are
 * simple-protocol multi-statement queries, so values are inlined: text with escapeLiteral, the
 * write's payload dollar-quoted (jsonLiteral), every number checked to be an integer first. The read and the write are prepared once
 * per connection (PREPARE_SQL) and run with EXECUTE, so neither is planned again per batch.
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
}

/** A user's standing on the lot as it is while the lot is locked: checked again before each bid. */
export interface LockedStanding extends BidderStanding {
  deposit: 'frozen' | 'submitted' | null;
}

export interface BatchWrite {
  lot: (LotBiddingState & { id: number }) | null;
  bids: Array<{ userId: number; amountFen: number; kind: string; seq: number; at: Date }>;
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
    runner_up_max_fen: number | null;
    bid_count: number;
    bidder_count: number;
    event_seq: number;
    proxy_counter: number;
    restricted: boolean;
    deposit_fen: number;
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
 * The batch's read, prepared once per connection (PREPARE) and run with EXECUTE inside the
 * lock's round trip: planned as a generic plan instead of anew for every batch, which cost
 * more than running it. Parameters: $1 lot, $2 user ids, $3 alias candidates, $4 and $5 the
 * batch's (user id, client bid id) pairs, $6 token ids, $7 the server's now, $8 the grant.
 */
const LOCK_READ = `PREPARE bid_lock_read(int, int[], text[], int[], text[], int[], timestamptz, text) AS
WITH
-- Eligibility again, under the lock, for the batch's users at once: a bar, a lost
-- certification or a released deposit committed since the request's first check is seen here.
certified AS (SELECT * FROM lyp_certified_users($2)),
specified AS (SELECT * FROM lyp_specified_users($1, $2)),
seller_members AS (
  SELECT o.user_id FROM lots l JOIN bulletins b ON b.id = l.bulletin_id
    JOIN user_organisations o ON o.org_id = b.seller_org_id
   WHERE l.id = $1 AND o.user_id = ANY($2)),
deposit AS (
  SELECT d.user_id, CASE WHEN bool_or(d.status = 'frozen') THEN 'frozen'
                         WHEN bool_or(d.status = 'submitted') THEN 'submitted' END AS status
    FROM deposits d WHERE d.lot_id = $1 AND d.user_id = ANY($2) GROUP BY d.user_id),
-- Who may still bid through a role, and which sub-accounts through their company's grants.
granted_by_role AS (
  SELECT ur.user_id FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id
    JOIN menus m ON m.id = rm.menu_id
   WHERE ur.user_id = ANY($2) AND m.type = 'button' AND m.code = $8),
granted_by_company AS (
  SELECT sa.user_id, sa.org_id FROM sub_accounts sa JOIN sub_account_grants g ON g.user_id = sa.user_id
    JOIN menus m ON m.id = g.menu_id
   WHERE sa.user_id = ANY($2) AND m.type = 'button' AND m.code = $8)
SELECT
  (SELECT row_to_json(l) FROM (
     SELECT status, starts_at, ends_at, hard_end_at, max_extensions, extension_minutes, extension_count, start_price_fen,
            increment_fen, reserve_price_fen, current_price_fen, leader_user_id, runner_up_max_fen,
            bid_count, bidder_count, event_seq, proxy_counter, restricted, deposit_fen
       FROM lots WHERE id = $1) l) AS lot,
  (SELECT coalesce(json_agg(json_build_object('userId', p.user_id, 'maxFen', p.max_fen, 'setOrder', p.set_order)), '[]')
     FROM proxy_bids p JOIN lots l ON l.id = p.lot_id
    WHERE p.lot_id = $1
      AND (p.max_fen >= coalesce(l.current_price_fen, 0) OR p.user_id = ANY($2))) AS proxies,
  (SELECT coalesce(json_agg(json_build_object('userId', b.user_id, 'alias', b.alias)), '[]')
     FROM lot_bidders b JOIN lots l ON l.id = b.lot_id
    WHERE b.lot_id = $1 AND (b.user_id = ANY($2) OR b.user_id = l.leader_user_id)) AS bidders,
  (SELECT coalesce(json_agg(b.alias), '[]')
     FROM lot_bidders b WHERE b.lot_id = $1 AND b.alias = ANY($3)) AS taken,
  (SELECT coalesce(json_agg(json_build_object('userId', r.user_id, 'clientBidId', r.client_bid_id,
            'lotId', r.lot_id, 'requestHash', r.request_hash, 'answer', r.answer)), '[]')
     FROM unnest($4, $5) AS k(user_id, client_bid_id)
     JOIN bid_requests r ON r.user_id = k.user_id AND r.client_bid_id = k.client_bid_id) AS requests,
  (SELECT coalesce(json_agg(json_build_object(
            'userId', u.id,
            'barred', u.bidding_barred_at IS NOT NULL,
            'certified', u.id IN (SELECT * FROM certified),
            'specified', u.id IN (SELECT * FROM specified),
            'sellerMember', u.id IN (SELECT user_id FROM seller_members),
            'deposit', deposit.status)), '[]')
     FROM users u LEFT JOIN deposit ON deposit.user_id = u.id
    WHERE u.id = ANY($2)) AS standings,
  -- The callers' tokens again, under the lock, as findPrincipal (token.repository.ts) would let
  -- them in, and whether each still grants bidding: bidding routes let in a principal
  -- remembered from a moment ago. Each token is its command's user's.
  (SELECT coalesce(json_agg(json_build_object('tokenId', t.id, 'granted',
            t.user_id IN (SELECT user_id FROM granted_by_role)
            OR coalesce((t.user_id, t.org_id) IN (SELECT user_id, org_id FROM granted_by_company), false))), '[]')
     FROM oauth_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.id = ANY($6) AND t.user_id = ANY($2) AND t.revoked_at IS NULL AND t.access_expires_at > $7
      AND u.status = 'active'
      AND (u.tokens_not_before IS NULL OR t.family_created_at >= u.tokens_not_before)) AS tokens`;

/** The batch's writes, prepared like the read. Parameters: $1 lot, $2 the decisions, $3 now. */
const BATCH_WRITE = `PREPARE bid_batch_write(int, jsonb, timestamptz) AS
WITH d AS (SELECT $2 AS j),
lot_update AS (
  UPDATE lots SET status = x.status, ends_at = x.ends_at, extension_count = x.extension_count,
         current_price_fen = x.current_price_fen, leader_user_id = x.leader_user_id,
         runner_up_max_fen = x.runner_up_max_fen, bid_count = x.bid_count, bidder_count = x.bidder_count,
         event_seq = x.event_seq, proxy_counter = x.proxy_counter, updated_at = $3
    FROM d, jsonb_to_record(d.j->'lot') AS x(id int, status text, ends_at timestamptz, extension_count int,
         current_price_fen bigint, leader_user_id int, runner_up_max_fen bigint, bid_count int,
         bidder_count int, event_seq bigint, proxy_counter bigint)
   WHERE lots.id = x.id AND jsonb_typeof(d.j->'lot') = 'object'
  RETURNING 1),
new_bids AS (
  INSERT INTO bids (lot_id, user_id, amount_fen, kind, event_seq, created_at)
  SELECT $1, x.user_id, x.amount_fen, x.kind, x.event_seq, x.created_at
    FROM d, jsonb_to_recordset(d.j->'bids') AS x(user_id int, amount_fen bigint, kind text, event_seq bigint,
         created_at timestamptz)
  RETURNING 1),
new_proxies AS (
  INSERT INTO proxy_bids (lot_id, user_id, max_fen, set_at, set_order, updated_at)
  SELECT $1, x.user_id, x.max_fen, x.set_at, x.set_order, x.set_at
    FROM d, jsonb_to_recordset(d.j->'proxies') AS x(user_id int, max_fen bigint, set_order bigint, set_at timestamptz)
  ON CONFLICT (lot_id, user_id) DO UPDATE
     SET max_fen = excluded.max_fen, set_at = excluded.set_at, set_order = excluded.set_order,
         updated_at = excluded.updated_at
  RETURNING 1),
new_bidders AS (
  INSERT INTO lot_bidders (lot_id, user_id, alias, created_at)
  SELECT $1, x.user_id, x.alias, x.created_at
    FROM d, jsonb_to_recordset(d.j->'bidders') AS x(user_id int, alias text, created_at timestamptz)
  RETURNING 1),
new_requests AS (
  INSERT INTO bid_requests (user_id, client_bid_id, lot_id, request_hash, answer, created_at)
  SELECT x.user_id, x.client_bid_id, $1, x.request_hash, x.answer, x.created_at
    FROM d, jsonb_to_recordset(d.j->'requests') AS x(user_id int, client_bid_id text, request_hash text,
         answer text, created_at timestamptz)
  RETURNING 1)
SELECT (SELECT count(*) FROM new_bids) AS bids`;

/** Run once on each lock connection before its first batch. */
export const PREPARE_SQL = `${LOCK_READ};\n${BATCH_WRITE};`;

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
  // The timeouts bound how long a stuck peer or a stalled process can hold up the lot: the
  // batch fails, its callers are told to retry with the same ids, and nothing half-done stays.
  return `BEGIN;
SET LOCAL lock_timeout = '${LOCK_TIMEOUT}';
SET LOCAL statement_timeout = '${STATEMENT_TIMEOUT}';
SET LOCAL idle_in_transaction_session_timeout = '${IDLE_IN_TRANSACTION_TIMEOUT}';
SET LOCAL plan_cache_mode = force_generic_plan;
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
  };
}

export function writeSql(lotId: number, write: BatchWrite): string {
  const lot = int(lotId);
  const payload = {
    lot: write.lot && {
      id: write.lot.id,
      status: write.lot.status,
      ends_at: write.lot.endsAt.toISOString(),
      extension_count: write.lot.extensionCount,
      current_price_fen: write.lot.currentPriceFen,
      leader_user_id: write.lot.leaderUserId,
      runner_up_max_fen: write.lot.runnerUpMaxFen,
      bid_count: write.lot.bidCount,
      bidder_count: write.lot.bidderCount,
      event_seq: write.lot.eventSeq,
      proxy_counter: write.lot.proxyCounter,
    },
    bids: write.bids.map((bid) => ({
      user_id: bid.userId,
      amount_fen: bid.amountFen,
      kind: bid.kind,
      event_seq: bid.seq,
      created_at: bid.at.toISOString(),
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
