import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { bidAddBodySchema, bidResultResponseSchema, type BidResult } from '@lyp/shared/auction/bid.schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../apps/server/src/db/client';
import { inLockTransaction, recordBid, recordRefusal } from './naive-writes';
import { errorResponses, ok } from '../../apps/server/src/lib/respond';
import { judgeEligibility } from '../../apps/server/src/modules/bidders';
import { aliasCandidates, bidderAliasSecret } from '../../apps/server/src/modules/bidding/bid-aliases';
import { createBiddingRepository, toLotLiveState } from '../../apps/server/src/modules/bidding';
import { requirePrincipal } from '../../apps/server/src/plugins/route-access';

export const NAIVE_BID_PATH = '/bench/naive-bid';

const refused = (msg: string, error: string) => ({ code: 1 as const, msg, error });

/**
 * The fair baseline of bench:bids: one row lock per bid, no batching and nothing kept in
 * memory. It goes through the same HTTP stack, the same remembered-principal authentication,
 * the same body and response schemas, the same gate read and the same pools as POST /bid/add,
 * and does the same per-bid work: the bid, the bidder's alias and the idempotency record with
 * its answer (a refusal's too, as the engine keeps every answer), in one transaction that also
 * checks the caller's token under the lock. Round trips per bid: the gate, then BEGIN, the
 * conditional UPDATE, one INSERT (all three rows, or the refusal's record), and COMMIT.
 */
export async function registerNaiveBidRoute(app: FastifyInstance, database: Database, appSecret: string) {
  const bidding = createBiddingRepository(database.db);
  const aliasSecret = bidderAliasSecret(appSecret);
  app.withTypeProvider<ZodTypeProvider>().post(
    NAIVE_BID_PATH,
    {
      config: { access: PERMISSIONS.bidPlace, remembersPrincipal: true },
      schema: { body: bidAddBodySchema, response: { 200: bidResultResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { lotId, amountFen, clientBidId } = request.body;
      const gate = await bidding.gate(lotId, principal.userId, clientBidId, new Date());
      if (gate?.earlierAnswer) {
        const earlier = JSON.parse(gate.earlierAnswer) as
          ReturnType<typeof ok<BidResult>> | ReturnType<typeof refused>;
        return reply.status(earlier.code === 0 ? 200 : 409).send(earlier);
      }
      if (!gate?.depositFrozen || judgeEligibility(principal, gate, gate)) {
        return reply.status(409).send(refused('不能出价', 'NOT_ELIGIBLE'));
      }
      const alias = aliasCandidates(aliasSecret, lotId, principal.userId)[0]!;
      return placeInOneTransaction(database, reply, {
        principal,
        gate,
        alias,
        lotId,
        amountFen,
        clientBidId,
      });
    },
  );
}

type Gate = NonNullable<Awaited<ReturnType<ReturnType<typeof createBiddingRepository>['gate']>>>;

/**
 * The bid, its alias and its idempotency record (or the refusal's) in one transaction, under
 * the conditional UPDATE's row lock.
 */
async function placeInOneTransaction(
  database: Database,
  reply: FastifyReply,
  input: {
    principal: ReturnType<typeof requirePrincipal>;
    gate: Gate;
    alias: string;
    lotId: number;
    amountFen: number;
    clientBidId: string;
  },
) {
  const { principal, gate, alias, lotId, amountFen, clientBidId } = input;
  const request = { userId: principal.userId, clientBidId, lotId };
  const outcome = await inLockTransaction(database, async (client) => {
    const updated = await client.query<{ bid_count: number; event_seq: string }>(
      `update lots set current_price_fen = $1, leader_user_id = $2, bid_count = bid_count + 1,
              event_seq = event_seq + 1, updated_at = now()
        where id = $3 and status = 'bidding' and now() < ends_at
          and $1 >= coalesce(current_price_fen + increment_fen, start_price_fen)
          and ($1 - start_price_fen) % increment_fen = 0
          and leader_user_id is distinct from $2
          and exists (select 1 from oauth_tokens t
                       where t.id = $4 and t.revoked_at is null and t.access_expires_at > now())
        returning bid_count, event_seq`,
      [amountFen, principal.userId, lotId, principal.tokenId],
    );
    const row = updated.rows[0];
    if (!row) {
      const refusal = refused('出价过低', 'BID_TOO_LOW');
      await recordRefusal(client, request, refusal);
      return { status: 409, body: refusal };
    }
    const now = new Date();
    const placed = {
      seq: Number(row.event_seq),
      amountFen,
      alias,
      kind: 'manual' as const,
      at: now.toISOString(),
      priority: false,
    };
    const lot = { ...gate, currentPriceFen: amountFen, bidCount: row.bid_count, eventSeq: placed.seq };
    const answer = ok({ placed, leading: true, myMaxFen: null, lot: toLotLiveState(lot, alias, now) });
    await recordBid(client, { ...request, amountFen, kind: 'manual', seq: placed.seq, alias, answer });
    return { status: 200, body: answer };
  });
  return reply.status(outcome.status).send(outcome.body);
}
