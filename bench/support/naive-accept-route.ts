import { bidAddBodySchema, bidResultResponseSchema } from '@lyp/shared/auction/bid.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../apps/server/src/db/client';
import { inLockTransaction, recordBid, recordRefusal } from './naive-writes';
import { errorResponses, ok } from '../../apps/server/src/lib/respond';
import { judgeEligibility } from '../../apps/server/src/modules/bidders';
import { aliasCandidates, bidderAliasSecret } from '../../apps/server/src/modules/bidding/bid-aliases';
import { createBiddingRepository, toLotLiveState } from '../../apps/server/src/modules/bidding';
import { requirePrincipal } from '../../apps/server/src/plugins/route-access';

export const NAIVE_ACCEPT_PATH = '/bench/naive-accept';

const lost = { code: 1 as const, msg: '其他竞买人已先应价', error: 'DESCENDING_TAKEN' };

/**
 * The fair baseline of the descending race: each accept in its own transaction, the first
 * through a conditional UPDATE (`accepted_at is null`) under the lot's row lock, with the same
 * per-accept work as POST /bid/decrease: the gate read, the bid, the alias and the idempotency
 * record of every answer, the refusals' too. Same HTTP stack, schemas and pools.
 */
export async function registerNaiveAcceptRoute(app: FastifyInstance, database: Database, appSecret: string) {
  const bidding = createBiddingRepository(database.db);
  const aliasSecret = bidderAliasSecret(appSecret);
  app.withTypeProvider<ZodTypeProvider>().post(
    NAIVE_ACCEPT_PATH,
    {
      config: { access: PERMISSIONS.bidPlace, remembersPrincipal: true },
      schema: { body: bidAddBodySchema, response: { 200: bidResultResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { lotId, amountFen, clientBidId } = request.body;
      const gate = await bidding.gate(lotId, principal.userId, clientBidId, new Date());
      if (!gate?.depositFrozen || judgeEligibility(principal, gate, gate)) {
        return reply.status(409).send({ code: 1, msg: '不能应价', error: 'NOT_ELIGIBLE' });
      }
      const alias = aliasCandidates(aliasSecret, lotId, principal.userId)[0]!;
      const answered = { userId: principal.userId, clientBidId, lotId };
      const outcome = await inLockTransaction(database, async (client) => {
        const updated = await client.query<{ event_seq: string }>(
          `update lots set accepted_at = now(), ends_at = now(), current_price_fen = $1, leader_user_id = $2,
                  bid_count = bid_count + 1, bidder_count = bidder_count + 1, event_seq = event_seq + 1, updated_at = now()
            where id = $3 and status = 'bidding' and accepted_at is null and now() < ends_at
              and exists (select 1 from oauth_tokens t
                           where t.id = $4 and t.revoked_at is null and t.access_expires_at > now())
            returning event_seq`,
          [amountFen, principal.userId, lotId, principal.tokenId],
        );
        const row = updated.rows[0];
        if (!row) {
          await recordRefusal(client, answered, lost);
          return { status: 409, body: lost };
        }
        const now = new Date();
        const seq = Number(row.event_seq);
        const placed = {
          seq,
          amountFen,
          alias,
          kind: 'accept' as const,
          at: now.toISOString(),
          priority: false,
        };
        const lot = { ...gate, currentPriceFen: amountFen, acceptedAt: now, endsAt: now, eventSeq: seq };
        const answer = ok({ placed, leading: true, myMaxFen: null, lot: toLotLiveState(lot, alias, now) });
        await recordBid(client, { ...answered, amountFen, kind: 'accept', seq, alias, answer });
        return { status: 200, body: answer };
      });
      return reply.status(outcome.status).send(outcome.body);
    },
  );
}
