import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bids, lotBidders, lots, sealedBids } from '../../db/schema';
import { priorityRanksOf } from '../../db/priority-ranks';
import type { LotChain } from '../auction-record';
import { decideSealed } from './sealed-decision';

type LotRow = typeof lots.$inferSelect;

/**
 * At the close of a sealed-bid lot, inside the close's transaction with the lot locked: copies
 * every submission into `bids` (kind sealed, in order of submission) and makes the highest
 * counted bid the lot's price and leader, so the close goes on exactly as for any lot (reserve,
 * minimum bidders, order, 成交确认书, deposits). Other lots are answered as they are.
 * Sealed bids enter the lot's chain of records here, at the reveal, with their amounts: before
 * the end the chain holds nothing of them, so nothing public can leak an amount or who bid.
 * (Each receipt's commitment already proves a bid was made as claimed; the chain proves no
 * revealed bid was changed, added or dropped afterwards.)
 */
export async function revealSealedBids(tx: DbOrTx, lot: LotRow, chain: LotChain): Promise<LotRow> {
  if (lot.biddingMode !== 'sealed') return lot;
  const entries = await tx
    .select({
      id: sealedBids.id,
      userId: sealedBids.userId,
      amountFen: sealedBids.amountFen,
      submittedAt: sealedBids.submittedAt,
      alias: lotBidders.alias,
    })
    .from(sealedBids)
    .innerJoin(
      lotBidders,
      and(eq(lotBidders.lotId, sealedBids.lotId), eq(lotBidders.userId, sealedBids.userId)),
    )
    .where(eq(sealedBids.lotId, lot.id))
    .orderBy(sealedBids.submittedAt, sealedBids.id);
  const ranks = await priorityRanksOf(tx, lot.id, [...new Set(entries.map((entry) => entry.userId))]);
  const ranked = entries.map((entry) => ({ ...entry, priorityRank: ranks.get(entry.userId) ?? null }));
  const { winner, runnerUpFen } = decideSealed(ranked);
  if (!winner) return lot;
  await tx.insert(bids).values(
    ranked.map((entry, index) => {
      const priority = entry.priorityRank !== null;
      const link = chain.link({
        kind: 'sealed',
        atMs: entry.submittedAt.getTime(),
        amountFen: entry.amountFen,
        alias: entry.alias,
        ...(priority ? { priority: true } : {}),
      });
      return {
        lotId: lot.id,
        priority,
        userId: entry.userId,
        amountFen: entry.amountFen,
        kind: 'sealed' as const,
        eventSeq: lot.eventSeq + index + 1,
        createdAt: entry.submittedAt,
        chainSeq: link.seq,
        chainHash: link.hash,
      };
    }),
  );
  const [revealed] = await tx
    .update(lots)
    .set({
      currentPriceFen: winner.amountFen,
      leaderUserId: winner.userId,
      leaderPriorityRank: winner.priorityRank,
      runnerUpMaxFen: runnerUpFen,
      bidCount: entries.length,
      eventSeq: lot.eventSeq + entries.length,
    })
    .where(eq(lots.id, lot.id))
    .returning();
  return revealed!;
}
