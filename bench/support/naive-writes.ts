import type { PoolClient } from 'pg';
import type { Database } from '../../apps/server/src/db/client';

/**
 * The baselines' shared writes (naive-bid-route.ts, naive-accept-route.ts): one transaction on a
 * lock connection per request, and the same records the engine keeps for every answer.
 */

/** Runs `work` in one transaction and commits it before answering; rolls back on any failure. */
export async function inLockTransaction<T>(database: Database, work: (client: PoolClient) => Promise<T>) {
  const client = await database.lockPool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A refusal is kept too, as the engine keeps it: a retry gets the same answer. */
export async function recordRefusal(
  client: PoolClient,
  request: { userId: number; clientBidId: string; lotId: number },
  refusal: object,
) {
  await client.query(
    `insert into bid_requests (user_id, client_bid_id, lot_id, request_hash, answer, created_at)
     values ($1, $2, $3, $2, $4, now())`,
    [request.userId, request.clientBidId, request.lotId, JSON.stringify(refusal)],
  );
}

/** The bid, the bidder's alias (once) and the answer's idempotency record, in one statement. */
export async function recordBid(
  client: PoolClient,
  bid: {
    lotId: number;
    userId: number;
    amountFen: number;
    kind: 'manual' | 'accept';
    seq: number;
    alias: string;
    clientBidId: string;
    answer: object;
  },
) {
  await client.query(
    `with new_bid as (
       insert into bids (lot_id, user_id, amount_fen, kind, event_seq, created_at)
       values ($1, $2, $3, $8, $4, now()) returning 1),
     new_bidder as (
       insert into lot_bidders (lot_id, user_id, alias, created_at) values ($1, $2, $5, now())
       on conflict do nothing returning 1)
     insert into bid_requests (user_id, client_bid_id, lot_id, request_hash, answer, created_at)
     values ($2, $6, $1, $6, $7, now())`,
    [
      bid.lotId,
      bid.userId,
      bid.amountFen,
      bid.seq,
      bid.alias,
      bid.clientBidId,
      JSON.stringify(bid.answer),
      bid.kind,
    ],
  );
}
