import type { AuctionEventKind } from '@lyp/shared/auction/auction-record';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotChainEvents, lots } from '../../db/schema';
import { createChainAppender, type ChainHead, type ChainLink, type UnnumberedContent } from './chain-links';

/** A chain record that is not a bid: kept in lot_chain_events. */
export type ChainEventContent = UnnumberedContent & { kind: AuctionEventKind };

/**
 * A lot's chain opened inside the caller's transaction, for the writers outside the bid engine
 * (the close, a sealed reveal, price drops, revocations). The lot row is locked here (the caller
 * usually holds it already), so no other writer appends between the read and `save`.
 */
export async function openLotChain(tx: DbOrTx, lotId: number) {
  const [row] = await tx
    .select({ hash: lots.chainHead, length: lots.chainLength })
    .from(lots)
    .where(eq(lots.id, lotId))
    .for('update');
  if (!row) throw new Error(`lot ${lotId} not found for its chain`);
  const appender = createChainAppender(lotId, row);
  const events: Array<typeof lotChainEvents.$inferInsert> = [];
  return {
    /** A bid's link: the caller stores it on the bid row. */
    link: (content: UnnumberedContent): ChainLink => appender.append(content),
    /** An event's link: stored in lot_chain_events by `save`. */
    event(content: ChainEventContent): ChainLink {
      const link = appender.append(content);
      events.push({
        lotId,
        seq: link.seq,
        kind: content.kind,
        at: new Date(content.atMs),
        amountFen: content.amountFen ?? null,
        alias: content.alias ?? null,
        endsAt: content.endsAtMs === undefined ? null : new Date(content.endsAtMs),
        result: content.result ?? null,
        count: content.count ?? null,
        hash: link.hash,
      });
      return link;
    },
    /** Writes the events and the lot's new head; answers the head. */
    async save(): Promise<ChainHead> {
      const head = appender.head();
      if (!appender.grew()) return head;
      if (events.length > 0) await tx.insert(lotChainEvents).values(events);
      await tx.update(lots).set({ chainHead: head.hash, chainLength: head.length }).where(eq(lots.id, lotId));
      return head;
    },
  };
}

export type LotChain = Awaited<ReturnType<typeof openLotChain>>;
