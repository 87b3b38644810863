import type { LotCard, LotDetail } from '@lyp/shared/auction/market.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  clientBidId,
  dataOf,
  tokensOf,
  useAuctionApp,
  type Bidder,
  type DemoTokens,
} from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import type { TestApp } from '../../../test/test-app';
import { useTwoInstances } from '../../../test/two-instances';
import { lots } from '../../db/schema';
import { lotOpenForBidding } from '../../../test/bidding-fixtures';

/**
 * Visitors' reads of lots come from memory, and still never lag what was committed: after
 * every bid, close and take-down, the lot's page and the search show what the database holds.
 */

const detailOf = async (t: TestApp, lotId: number) =>
  dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));
const searchCard = async (t: TestApp, lotId: number) =>
  dataOf<{ records: LotCard[] }>(
    await t.call('POST', 'lotSearch', { body: { current: 1, size: 50, sort: 'startsAt', order: 'desc' } }),
  ).records.find((card) => card.id === lotId);
const inDatabase = async (t: TestApp, lotId: number) =>
  (await t.database.db.select().from(lots).where(eq(lots.id, lotId)))[0]!;
const bid = async (t: TestApp, bidder: Bidder, lotId: number, amountFen: number) =>
  dataOf(
    await t.call('POST', 'bidAdd', {
      token: bidder.token,
      body: { lotId, amountFen, clientBidId: clientBidId() },
    }),
  );

describe('reading lots from memory, one instance', () => {
  const { t, tokens } = useAuctionApp({ accessTokenTtlSeconds: 30 * 24 * 3600, resetClock: false });

  it('shows each bid the moment it is acknowledged, on the lot’s page and in the search', async () => {
    const { lot, bidders } = await lotOpenForBidding(t, tokens);
    // Read first, so the lot and the search are held in memory.
    expect((await detailOf(t, lot.id)).live.currentPriceFen).toBeNull();
    expect((await searchCard(t, lot.id))?.currentPriceFen).toBeNull();

    for (const [index, amountFen] of [100_000, 110_000, 150_000].entries()) {
      await bid(t, bidders[index % 2]!, lot.id, amountFen);
      const detail = await detailOf(t, lot.id);
      const row = await inDatabase(t, lot.id);
      expect(detail.live.currentPriceFen).toBe(amountFen);
      expect(detail.live.currentPriceFen).toBe(row.currentPriceFen);
      expect(detail.live.bidCount).toBe(row.bidCount);
      expect(detail.recentBids[0]?.amountFen).toBe(amountFen);
      expect((await searchCard(t, lot.id))?.currentPriceFen).toBe(row.currentPriceFen);
    }
  });

  it('shows the close as soon as the sweep has closed the lot', async () => {
    const { lot, bidders } = await lotOpenForBidding(t, tokens);
    await bid(t, bidders[0], lot.id, 120_000);
    expect((await detailOf(t, lot.id)).result).toBeNull();

    t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
    await t.services.closing.sweepOnce();

    const detail = await detailOf(t, lot.id);
    expect((await inDatabase(t, lot.id)).status).toBe('sold');
    expect(detail.status).toBe('sold');
    expect(detail.result).toMatchObject({ outcome: 'sold', finalPriceFen: 120_000 });
    expect((await searchCard(t, lot.id))?.status).toBe('sold');
  });

  it('stops showing a lot at once when the platform takes its bulletin down', async () => {
    const { bulletin, lot, bidders } = await lotOpenForBidding(t, tokens);
    await bid(t, bidders[0], lot.id, 100_000);
    expect((await detailOf(t, lot.id)).live.currentPriceFen).toBe(100_000);

    dataOf(
      await t.call('POST', 'auditRevoke', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, reason: '标的权属存在争议' },
      }),
    );

    expect(errorOf(await t.call('GET', 'lotDetail', { params: { lotId: lot.id } })).status).toBe(404);
    expect(await searchCard(t, lot.id)).toBeUndefined();
  });
});

const redisUrl = inject('redisSuitesUrl');

describe.runIf(redisUrl)('reading lots from memory, two instances on one database', () => {
  const { writer, reader } = useTwoInstances(redisUrl);
  let tokens: DemoTokens;
  beforeAll(async () => {
    tokens = await tokensOf(writer);
  });

  it('drops the other instance’s copy as soon as the bid’s event reaches it', async () => {
    const { lot, bidders } = await lotOpenForBidding(writer, tokens);
    reader.clock.set(writer.clock.now());
    expect((await detailOf(reader, lot.id)).live.currentPriceFen).toBeNull();

    // The reader's cache listens to the bus before this test does: by the time the event
    // reaches this listener, the reader has already let its copy go.
    const arrived = new Promise<LotEvent>((resolve) => {
      const stop = reader.lotEvents.subscribe((event) => {
        if (event.lotId !== lot.id || event.type !== 'bid_placed') return;
        stop();
        resolve(event);
      });
    });
    await bid(writer, bidders[0], lot.id, 130_000);
    expect((await arrived).seq).toBeGreaterThan(0);

    expect((await detailOf(reader, lot.id)).live.currentPriceFen).toBe(130_000);
    expect((await searchCard(reader, lot.id))?.currentPriceFen).toBe(130_000);
  });
});
