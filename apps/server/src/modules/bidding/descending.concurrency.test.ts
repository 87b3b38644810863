import { apiUrl } from '@lyp/shared/api/paths';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientBidId, expectLedgerBalanced, type Bidder } from '../../../test/auction-fixtures';
import { liveLot } from '../../../test/bidding-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const BIDDERS = 64;
const { t, tokens } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600, signIn: ['seller', 'auditor'] });
let baseUrl: string;

vi.setConfig({ testTimeout: 120_000 });
beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  vi.resetConfig();
});

interface Answer {
  status: number;
  body: { code: number; data?: BidResult; error?: string; msg?: string };
}

async function accept(
  bidder: Bidder,
  lotId: number,
  amountFen: number,
  key = clientBidId(),
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${apiUrl('bidDecrease')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bidder.token}` },
    body: JSON.stringify({ lotId, amountFen, clientBidId: key }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('64 bidders accepting a descending lot in the same step, all at once over HTTP', () => {
  it('sell it to exactly one, tell the other 63 clearly that they lost, and leave the ledger balanced', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, BIDDERS, {
      biddingMode: 'descending',
      startPriceFen: 100_000,
      decreaseStepFen: 5_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 80_000,
    });
    const answers = await Promise.all(bidders.map((bidder) => accept(bidder, lotId, 100_000)));

    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.body.data!.placed).toMatchObject({ amountFen: 100_000, kind: 'accept' });
    const losers = answers.filter((answer) => answer.status !== 200);
    expect(losers).toHaveLength(BIDDERS - 1);
    for (const loser of losers) {
      expect(loser).toMatchObject({ status: 409, body: { error: 'DESCENDING_TAKEN' } });
      expect(loser.body.msg).toContain('您的应价未成交');
    }

    const stored = await t.database.db.execute<{ count: string }>(
      sql`select count(*) from bids where lot_id = ${lotId}`,
    );
    expect(Number(stored.rows[0]!.count)).toBe(1);
    await t.services.closing.sweepOnce();
    const [lot] = (
      await t.database.db.execute<{ status: string; current_price_fen: string }>(
        sql`select status, current_price_fen from lots where id = ${lotId}`,
      )
    ).rows;
    expect(lot).toMatchObject({ status: 'sold', current_price_fen: '100000' });
    const frozen = await t.database.db.execute<{ count: string }>(
      sql`select count(*) from deposits where lot_id = ${lotId} and status = 'frozen'`,
    );
    expect(Number(frozen.rows[0]!.count)).toBe(0);
    await expectLedgerBalanced(t);
  });
});

describe('retries racing their own first attempt on a descending lot', () => {
  it('get the first attempt’s answer: the winner’s retry is told it won, every other its refusal', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 32, {
      biddingMode: 'descending',
      startPriceFen: 100_000,
      decreaseStepFen: 5_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 80_000,
    });
    const keys = bidders.map(() => clientBidId());
    const send = () => bidders.map((bidder, index) => accept(bidder, lotId, 100_000, keys[index]));
    const [first, retried] = await Promise.all([Promise.all(send()), Promise.all(send())]);
    // And once more after everything settled.
    const late = await Promise.all(send());
    expect(first.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answers of [retried, late]) {
      answers.forEach((answer, index) => {
        expect(answer.status).toBe(first[index]!.status);
        expect(answer.body.data?.placed ?? null).toEqual(first[index]!.body.data?.placed ?? null);
      });
    }
  });
});
