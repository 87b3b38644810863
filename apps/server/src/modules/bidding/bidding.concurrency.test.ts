import { apiUrl } from '@lyp/shared/api/paths';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientBidId, expectLedgerBalanced, type Bidder } from '../../../test/auction-fixtures';
import { createTestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';
import { liveLot } from '../../../test/bidding-fixtures';
import { storedChain } from '../../../test/chain-fixtures';

const BIDDERS = 100;
const BIDS_EACH = 10;
const INCREMENT_FEN = 10_000;

const { t, tokens } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600, signIn: ['seller', 'auditor'] });
let baseUrl: string;

// A thousand bids over HTTP take a few seconds alone; on a shared two-core machine under other
// load they have taken over 30 s. A hang still fails.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  vi.resetConfig();
});

interface Answer {
  status: number;
  body: { code: number; data?: BidResult; error?: string };
}

async function post(bidder: Bidder, lotId: number, amountFen: number, url = baseUrl): Promise<Answer> {
  const response = await fetch(`${url}${apiUrl('bidAdd')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bidder.token}` },
    body: JSON.stringify({ lotId, amountFen, clientBidId: clientBidId() }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A lot open for bidding, with `count` bidders whose deposits are frozen. */
const lotWithBidders = (count: number) => liveLot(t, tokens, count, { incrementFen: INCREMENT_FEN });

/** Every bidder places BIDS_EACH bids at once, each at what it last heard was the minimum. */
async function bidStorm(bidders: Bidder[], lotId: number, urlOf: (index: number) => string) {
  let knownMinimum = 100_000;
  const answers: Answer[] = [];
  await Promise.all(
    bidders.map(async (bidder, index) => {
      for (let round = 0; round < BIDS_EACH; round += 1) {
        // Sometimes a step or two above the minimum.
        const amount = knownMinimum + ((index + round) % 3) * INCREMENT_FEN;
        const answer = await post(bidder, lotId, amount, urlOf(index));
        answers.push(answer);
        const next = answer.body.data?.lot.nextMinimumFen;
        if (next !== undefined && next > knownMinimum) knownMinimum = next;
        else if (answer.body.error === 'BID_TOO_LOW') knownMinimum += INCREMENT_FEN;
      }
    }),
  );
  return answers;
}

describe('100 bidders placing 10 bids each on one lot, all at once over HTTP', () => {
  it('decides them one at a time: accepted bids strictly increase, every acknowledgement is a stored bid, none twice', async () => {
    const { lot, bidders } = await lotWithBidders(BIDDERS);
    const answers = await bidStorm(bidders, lot.id, () => baseUrl);

    expect(answers).toHaveLength(BIDDERS * BIDS_EACH);
    const refusals = new Set(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.error),
    );
    expect([...refusals].every((code) => code === 'BID_TOO_LOW' || code === 'BID_ALREADY_LEADING')).toBe(
      true,
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);

    const accepted = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data!.placed!)
      .sort((a, b) => a.seq - b.seq);
    expect(accepted.length).toBeGreaterThan(BIDDERS);
    for (let index = 1; index < accepted.length; index += 1) {
      expect(accepted[index]!.amountFen).toBeGreaterThan(accepted[index - 1]!.amountFen);
    }

    const stored = (
      await t.database.db.execute<{ amount_fen: string; event_seq: string }>(
        sql`select amount_fen, event_seq from bids where lot_id = ${lot.id} order by id`,
      )
    ).rows.map((row) => ({ amountFen: Number(row.amount_fen), seq: Number(row.event_seq) }));
    expect(stored.map((row) => row.seq)).toEqual(accepted.map((bid) => bid.seq));
    expect(stored.map((row) => row.amountFen)).toEqual(accepted.map((bid) => bid.amountFen));
    expect(new Set(stored.map((row) => row.amountFen)).size).toBe(stored.length);

    const [lotRow] = (
      await t.database.db.execute<{ bid_count: number; current_price_fen: string; bidder_count: number }>(
        sql`select bid_count, current_price_fen, bidder_count from lots where id = ${lot.id}`,
      )
    ).rows;
    expect(lotRow!.bid_count).toBe(stored.length);
    expect(Number(lotRow!.current_price_fen)).toBe(stored.at(-1)!.amountFen);
    const distinct = await t.database.db.execute<{ count: string }>(
      sql`select count(distinct user_id) from bids where lot_id = ${lot.id}`,
    );
    expect(lotRow!.bidder_count).toBe(Number(distinct.rows[0]!.count));
    await expectLedgerBalanced(t);
  });
});

describe('two instances taking bids on one lot at once, each chaining its batches', () => {
  it('take turns at the lot: every acknowledged bid is stored once, prices strictly increase, none is left busy', async () => {
    const other = await createTestApp({ databaseUrl: t.databaseUrl, accessTokenTtlSeconds: 30 * 24 * 3600 });
    try {
      const urls = [baseUrl, await other.app.listen({ port: 0, host: '127.0.0.1' })];
      const { lot, bidders } = await lotWithBidders(40);
      other.clock.set(t.clock.now());
      const answers = await bidStorm(bidders, lot.id, (index) => urls[index % 2]!);

      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const accepted = answers
        .filter((answer) => answer.status === 200)
        .map((answer) => answer.body.data!.placed!)
        .sort((a, b) => a.seq - b.seq);
      for (let index = 1; index < accepted.length; index += 1) {
        expect(accepted[index]!.amountFen).toBeGreaterThan(accepted[index - 1]!.amountFen);
      }
      const stored = (
        await t.database.db.execute<{ event_seq: string }>(
          sql`select event_seq from bids where lot_id = ${lot.id} order by event_seq`,
        )
      ).rows.map((row) => Number(row.event_seq));
      expect(stored).toEqual(accepted.map((bid) => bid.seq));
      // Both instances hashed onto one chain: every bid a link, numbered without a gap.
      const chain = await storedChain(t.database.db, lot.id);
      expect(chain.summary).toBe(
        `链式记录完整，共 ${stored.length} 条，链头 ${chain.record.head!.slice(0, 16)}…`,
      );
    } finally {
      await other.close();
    }
  });
});
