import { randomUUID } from 'node:crypto';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { createBidEngine, type BidEngineDeps, type EngineCommand } from './bid-engine';
import { createBidLockRepository } from './bid-lock.repository';
import { liveLot as liveLotWith } from '../../../test/bidding-fixtures';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

const liveLot = (bidderCount: number) => liveLotWith(t, tokens, bidderCount);

const engineWith = (overrides: Partial<BidEngineDeps> = {}) =>
  createBidEngine({
    locks: createBidLockRepository(t.database.lockPool),
    clock: t.clock,
    aliasSecret: 'engine-failures',
    publish: () => {},
    log: { error: () => {} },
    ...overrides,
  });

const bidCommand = (lotId: number, bidder: Bidder, amountFen: number): EngineCommand => {
  const clientBidId = randomUUID();
  return {
    lotId,
    userId: bidder.userId,
    clientBidId,
    requestHash: clientBidId,
    command: { kind: 'bid', userId: bidder.userId, amountFen, at: t.clock.now() },
    tokenId: null,
  };
};

/** Holds the lot's row lock from another connection until `release` is called. */
async function holdLotLock(lotId: number) {
  const client = await t.database.pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM lots WHERE id = $1 FOR UPDATE', [lotId]);
  return async () => {
    await client.query('ROLLBACK');
    client.release();
  };
}

const storedBidCount = (lotId: number) =>
  countRows(t, sql`select count(*) from bids where lot_id = ${lotId}`);

describe('the bid engine when things go wrong', () => {
  it('answers “busy, retry with the same id” when a stuck transaction holds the lot past the lock timeout, and the retry succeeds', async () => {
    const { lotId, bidders } = await liveLot(1);
    const engine = engineWith();
    const command = bidCommand(lotId, bidders[0]!, 100_000);
    const release = await holdLotLock(lotId);
    try {
      expect(await engine.submit(command)).toEqual({ ok: false, code: 'BID_BUSY', params: {} });
      expect(await storedBidCount(lotId)).toBe(0);
    } finally {
      await release();
    }
    const retried = await engine.submit(command);
    expect(retried).toMatchObject({ ok: true, result: { placed: { amountFen: 100_000 } } });
    expect(await storedBidCount(lotId)).toBe(1);
  });

  it('turns away commands beyond the per-lot queue at once, and decides the ones it kept', async () => {
    const { lotId, bidders } = await liveLot(5);
    const engine = engineWith({ maxQueue: 2 });
    const release = await holdLotLock(lotId);
    const answers = bidders.map((bidder, index) =>
      engine.submit(bidCommand(lotId, bidder, 100_000 + index * 10_000)),
    );
    // The first is being decided (waiting for the lock); two wait behind it; two are refused.
    const settled = await Promise.race([
      Promise.all(answers.slice(3)),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1000)),
    ]);
    expect(settled).toEqual([
      { ok: false, code: 'BID_BUSY', params: {} },
      { ok: false, code: 'BID_BUSY', params: {} },
    ]);
    await release();
    const kept = await Promise.all(answers.slice(0, 3));
    expect(kept.map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(await storedBidCount(lotId)).toBe(3);
  });

  it('answers the bidder even when broadcasting the committed bid fails', async () => {
    const { lotId, bidders } = await liveLot(1);
    const errors: string[] = [];
    const engine = engineWith({
      publish: (_events: LotEvent[]) => {
        throw new Error('broker down');
      },
      log: { error: (_details, message) => errors.push(message) },
    });
    const answer = await engine.submit(bidCommand(lotId, bidders[0]!, 100_000));
    expect(answer).toMatchObject({ ok: true, result: { leading: true } });
    expect(await storedBidCount(lotId)).toBe(1);
    expect(errors).toEqual(['竞价事件广播失败']);
  });
});
