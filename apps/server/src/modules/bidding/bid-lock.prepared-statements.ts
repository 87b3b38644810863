/**
 * The statements every lock connection prepares once (bid-lock.statements.ts runs them with
 * EXECUTE): the batch's read under the lot's lock, the check of a batch decided from memory,
 * and the batch's write. SQL text only.
 */

/** The statements' parameters that the gate's SQL (below) takes, by name. */
interface GateParameters {
  lot: string;
  users: string;
  tokens: string;
  now: string;
  grant: string;
}

/**
 * Eligibility again, under the lock, for the batch's users at once: a bar, a lost
 * certification or a released deposit committed since the request's first check is seen here.
 * Then who may still bid through a role, and which sub-accounts through their company's grants.
 */
const gateTables = ({ lot, users, grant }: GateParameters) => `
certified AS (SELECT * FROM lyp_certified_users(${users})),
specified AS (SELECT * FROM lyp_specified_users(${lot}, ${users})),
lot_barred AS (SELECT user_id FROM lot_barred_users WHERE lot_id = ${lot} AND user_id = ANY(${users})),
seller_members AS (
  SELECT o.user_id FROM lots l JOIN bulletins b ON b.id = l.bulletin_id
    JOIN user_organisations o ON o.org_id = b.seller_org_id
   WHERE l.id = ${lot} AND o.user_id = ANY(${users})),
deposit AS (
  SELECT d.user_id, CASE WHEN bool_or(d.status = 'frozen') THEN 'frozen'
                         WHEN bool_or(d.status = 'submitted') THEN 'submitted' END AS status
    FROM deposits d WHERE d.lot_id = ${lot} AND d.user_id = ANY(${users}) GROUP BY d.user_id),
granted_by_role AS (
  SELECT ur.user_id FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id
    JOIN menus m ON m.id = rm.menu_id
   WHERE ur.user_id = ANY(${users}) AND m.type = 'button' AND m.code = ${grant}),
granted_by_company AS (
  SELECT sa.user_id, sa.org_id FROM sub_accounts sa JOIN sub_account_grants g ON g.user_id = sa.user_id
    JOIN menus m ON m.id = g.menu_id
   WHERE sa.user_id = ANY(${users}) AND m.type = 'button' AND m.code = ${grant})`;

/**
 * Each of the batch's users where they stand on the lot, 优先购买权 order included (a holder
 * taken off the list before the approval bids as anyone), and the lot's required qualifications
 * they lack on the server's date in Beijing: one jsonb text per user, in user order.
 * Texts, so the engine can hand back exactly what it decided from (bid_fresh_check).
 */
const userGates = ({ lot, users, now }: GateParameters) => `
  (SELECT coalesce(array_agg(jsonb_build_object(
            'userId', u.id,
            'barred', u.bidding_barred_at IS NOT NULL,
            'certified', u.id IN (SELECT * FROM certified),
            'specified', u.id IN (SELECT * FROM specified),
            'lotBarred', u.id IN (SELECT user_id FROM lot_barred),
            'sellerMember', u.id IN (SELECT user_id FROM seller_members),
            'deposit', deposit.status,
            'missingQualifications', coalesce(mq.missing, '{}'),
            'rank', r.rank)::text ORDER BY u.id), '{}')
     FROM users u LEFT JOIN deposit ON deposit.user_id = u.id
     LEFT JOIN lyp_priority_ranks(${lot}, ${users}) r ON r.user_id = u.id
     LEFT JOIN lyp_missing_qualifications(${lot}, ${users}, (${now} AT TIME ZONE 'Asia/Shanghai')::date) mq
       ON mq.user_id = u.id
    WHERE u.id = ANY(${users}))`;

/**
 * The callers' tokens again, under the lock, as findPrincipal (token.repository.ts) would let
 * them in, and whether each still grants bidding: bidding routes let in a principal remembered
 * from a moment ago. Each token is its command's user's; a dead one is left out. Texts in token order.
 */
const tokenGates = ({ users, tokens, now }: GateParameters) => `
  (SELECT coalesce(array_agg(jsonb_build_object('tokenId', t.id, 'granted',
            t.user_id IN (SELECT user_id FROM granted_by_role)
            OR coalesce((t.user_id, t.org_id) IN (SELECT user_id, org_id FROM granted_by_company), false))::text
            ORDER BY t.id), '{}')
     FROM oauth_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.id = ANY(${tokens}) AND t.user_id = ANY(${users}) AND t.revoked_at IS NULL AND t.access_expires_at > ${now}
      AND u.status = 'active'
      AND (u.tokens_not_before IS NULL OR t.family_created_at >= u.tokens_not_before))`;

/**
 * The batch's read, prepared once per connection (PREPARE) and run with EXECUTE inside the
 * lock's round trip: planned as a generic plan instead of anew for every batch, which cost
 * more than running it. Parameters: $1 lot, $2 user ids, $3 alias candidates, $4 and $5 the
 * batch's (user id, client bid id) pairs, $6 token ids, $7 the server's now, $8 the grant.
 * The lot's version is its row's xmin: the transaction that last wrote it.
 */
const READ_GATE: GateParameters = { lot: '$1', users: '$2', tokens: '$6', now: '$7', grant: '$8' };
const LOCK_READ = `PREPARE bid_lock_read(int, int[], text[], int[], text[], int[], timestamptz, text) AS
WITH ${gateTables(READ_GATE)}
SELECT
  (SELECT row_to_json(l) FROM (
     SELECT xmin::text AS version, status, bidding_mode, decrease_step_fen, decrease_interval_minutes, floor_price_fen,
            ascend_minutes, accepted_at, starts_at, ends_at, hard_end_at, max_extensions, extension_minutes, extension_count, start_price_fen,
            increment_fen, reserve_price_fen, current_price_fen, leader_user_id, leader_priority_rank, runner_up_max_fen,
            bid_count, bidder_count, event_seq, proxy_counter, restricted, deposit_fen,
            chain_head, chain_length
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
  ${userGates(READ_GATE)} AS user_gates,
  ${tokenGates(READ_GATE)} AS token_gates`;

/**
 * A batch decided from what the engine remembers of the lot (lot-memory.ts), checked under the
 * lock in the round trip that writes it: the lot row unchanged since the engine's own last
 * write ($6, its version) and every user's and token's gate text as the engine decided from
 * ($7, $8). Anything else stops the transaction before the write (lyp_stale_batch, LYP01).
 * Parameters: $1 lot, $2 user ids, $3 token ids, $4 now, $5 the grant.
 */
const CHECK_GATE: GateParameters = { lot: '$1', users: '$2', tokens: '$3', now: '$4', grant: '$5' };
const FRESH_CHECK = `PREPARE bid_fresh_check(int, int[], int[], timestamptz, text, text, text[], text[]) AS
WITH ${gateTables(CHECK_GATE)}
SELECT CASE
  WHEN (SELECT xmin::text FROM lots WHERE id = $1) = $6
   AND ${userGates(CHECK_GATE)} = $7
   AND ${tokenGates(CHECK_GATE)} = $8
  THEN true ELSE lyp_stale_batch() END AS fresh`;

/**
 * The batch's writes, prepared like the read. Parameters: $1 lot, $2 the decisions, $3 now.
 * Answers the lot's new version when the batch wrote the lot row (else null: it is unchanged).
 */
const BATCH_WRITE = `PREPARE bid_batch_write(int, jsonb, timestamptz) AS
WITH d AS (SELECT $2 AS j),
lot_update AS (
  UPDATE lots SET status = x.status, ends_at = x.ends_at, accepted_at = x.accepted_at, extension_count = x.extension_count,
         current_price_fen = x.current_price_fen, leader_user_id = x.leader_user_id,
         leader_priority_rank = x.leader_priority_rank, runner_up_max_fen = x.runner_up_max_fen, bid_count = x.bid_count, bidder_count = x.bidder_count,
         event_seq = x.event_seq, proxy_counter = x.proxy_counter, updated_at = $3,
         chain_head = coalesce(x.chain_head, lots.chain_head), chain_length = coalesce(x.chain_length, lots.chain_length)
    FROM d, jsonb_to_record(d.j->'lot') AS x(id int, status text, ends_at timestamptz, accepted_at timestamptz, extension_count int,
         current_price_fen bigint, leader_user_id int, leader_priority_rank int, runner_up_max_fen bigint, bid_count int,
         bidder_count int, event_seq bigint, proxy_counter bigint, chain_head text, chain_length int)
   WHERE lots.id = x.id AND jsonb_typeof(d.j->'lot') = 'object'
  RETURNING lots.xmin::text AS version),
new_bids AS (
  INSERT INTO bids (lot_id, user_id, amount_fen, kind, event_seq, created_at, priority, chain_seq, chain_hash)
  SELECT $1, x.user_id, x.amount_fen, x.kind, x.event_seq, x.created_at, x.priority, x.chain_seq, x.chain_hash
    FROM d, jsonb_to_recordset(d.j->'bids') AS x(user_id int, amount_fen bigint, kind text, event_seq bigint,
         created_at timestamptz, priority boolean, chain_seq int, chain_hash text)
  RETURNING 1),
-- Extensions: chain records of their own, hashed in the same batch as the bids that caused them.
new_events AS (
  INSERT INTO lot_chain_events (lot_id, seq, kind, at, ends_at, hash)
  SELECT $1, x.seq, 'extension', x.at, x.ends_at, x.hash
    FROM d, jsonb_to_recordset(d.j->'events') AS x(seq int, hash text, at timestamptz, ends_at timestamptz)
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
SELECT (SELECT count(*) FROM new_bids) AS bids, (SELECT version FROM lot_update) AS version`;

/** Run once on each lock connection before its first batch. */
export const PREPARE_SQL = `${LOCK_READ};\n${FRESH_CHECK};\n${BATCH_WRITE};`;
