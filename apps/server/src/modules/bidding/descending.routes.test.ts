import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { descendingPriceAt } from '@lyp/shared/auction/auction-formats';
import type { BidResult, LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/answers';
import {
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  type Bidder,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bidCalls, liveLot, useLotEvents } from '../../../test/bidding-fixtures';
import { MINUTE_MS } from '../../lib/clock';
import { pdfText } from '../../../test/pdf-text';

const { t, tokens } = useAuctionApp();
const events = useLotEvents(t);
const { bid } = bidCalls(t);

/** ¥1,000 falling ¥50 every 5 minutes to ¥800; opened 1 minute after its start. */
const DESCENDING = {
  biddingMode: 'descending',
  startPriceFen: 100_000,
  decreaseStepFen: 5_000,
  decreaseIntervalMinutes: 5,
  floorPriceFen: 80_000,
};

const accept = (bidder: Bidder, lotId: number, amountFen: number, key = clientBidId()) =>
  t.call('POST', 'bidDecrease', { token: bidder.token, body: { lotId, amountFen, clientBidId: key } });

const liveState = async (lotId: number) =>
  dataOf<LotLiveState>(await t.call('GET', 'bidLiveState', { params: { lotId } }));

/** Moves the server's clock to `minutes` after the lot's start. */
const at = (lot: { startsAt: string }, minutes: number) =>
  t.clock.set(new Date(Date.parse(lot.startsAt) + minutes * MINUTE_MS));

const depositStatuses = async (lotId: number) =>
  (
    await t.database.db.execute<{ user_id: number; status: string }>(
      sql`select user_id, status from deposits where lot_id = ${lotId} order by user_id`,
    )
  ).rows;

describe('a descending lot (降价)', () => {
  it('tells every page its rules, so the price is computed by the server clock', async () => {
    const { lotId, lot } = await liveLot(t, tokens, 1, DESCENDING);
    at(lot, 12);
    const live = await liveState(lotId);
    expect(live).toMatchObject({
      biddingMode: 'descending',
      descending: {
        decreaseStepFen: 5_000,
        decreaseIntervalMinutes: 5,
        floorPriceFen: 80_000,
        acceptedAt: null,
      },
    });
    const price = descendingPriceAt(
      {
        startsAt: new Date(live.startsAt),
        startPriceFen: live.startPriceFen,
        ...live.descending!,
      },
      new Date(live.serverTime),
    );
    expect(price.priceFen).toBe(90_000);
    expect(price.nextDropAt?.toISOString()).toBe(
      new Date(Date.parse(lot.startsAt) + 15 * MINUTE_MS).toISOString(),
    );
  });

  it('sells to the first accept at the step price and closes on the next sweep', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 2, DESCENDING);
    at(lot, 7);
    const won = dataOf<BidResult>(await accept(bidders[0]!, lotId, 95_000));
    expect(won).toMatchObject({ leading: true, placed: { amountFen: 95_000, kind: 'accept' } });
    expect(events.map((event) => event.type)).toEqual(['lot_started', 'bid_placed']);

    await t.services.closing.sweepOnce();
    expect(await liveState(lotId)).toMatchObject({ status: 'sold', currentPriceFen: 95_000 });
    const orders = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: bidders[0]!.token, body: { current: 1, size: 10 } }),
    );
    const [order] = orders.records.filter((entry) => entry.lotId === lotId);
    expect(order).toMatchObject({ priceFen: 95_000 });
    // The 成交确认书 says how the lot was sold.
    await t.services.documents.issueDue(10);
    const documents = dataOf<SaleDocument[]>(
      await t.call('GET', 'contractInfoByOrder', { token: tokens.auditor, params: { id: order!.id } }),
    );
    const confirmation = documents.find((document) => document.kind === 'confirmation')!;
    const pdf = await t.call('GET', 'contractFile', {
      token: tokens.auditor,
      params: { id: confirmation.id },
    });
    expect(await pdfText(pdf.rawPayload)).toMatch(/竞价方式\s*降价/);
    const statuses = await depositStatuses(lotId);
    expect(statuses.find((row) => row.user_id === bidders[1]!.userId)?.status).not.toBe('frozen');
    await expectLedgerBalanced(t);
  });

  it('tells a second accept in the same step that it lost, naming the time and price', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 2, DESCENDING);
    at(lot, 1);
    dataOf(await accept(bidders[0]!, lotId, 100_000));
    const second = errorOf(await accept(bidders[1]!, lotId, 100_000));
    expect(second).toMatchObject({ status: 409, error: 'DESCENDING_TAKEN' });
    expect(second.msg).toContain('¥1,000.00');
    expect(second.msg).toContain('您的应价未成交');
  });

  it('buys at today’s price when the price dropped after the bidder saw it, and refuses a price not reached yet', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 2, DESCENDING);
    at(lot, 6);
    expect(errorOf(await accept(bidders[0]!, lotId, 90_000))).toMatchObject({
      error: 'DESCENDING_PRICE_CHANGED',
      msg: '当前价格为 ¥950.00，与您看到的价格不同，请按当前价格应价',
    });
    const won = dataOf<BidResult>(await accept(bidders[1]!, lotId, 100_000));
    expect(won.placed?.amountFen).toBe(95_000);
  });

  it('stays at its floor once reached', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 1, DESCENDING);
    at(lot, 55);
    const won = dataOf<BidResult>(await accept(bidders[0]!, lotId, 80_000));
    expect(won.placed?.amountFen).toBe(80_000);
  });

  it('announces each price drop once as a live event taking the lot’s next sequence number', async () => {
    const { lotId, lot } = await liveLot(t, tokens, 1, DESCENDING);
    at(lot, 11);
    await t.services.closing.sweepOnce();
    await t.services.closing.sweepOnce();
    const drops = events.filter((event) => event.type === 'price_dropped' && event.lotId === lotId);
    expect(drops).toMatchObject([{ priceFen: 90_000, step: 2 }]);
    const live = await liveState(lotId);
    expect(drops[0]!.seq).toBe(live.seq);
    at(lot, 16);
    await t.services.closing.sweepOnce();
    expect(events.filter((event) => event.type === 'price_dropped' && event.lotId === lotId)).toHaveLength(2);
  });

  it('refuses an ordinary bid while the price falls, saying to accept instead', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 1, DESCENDING);
    at(lot, 1);
    expect(errorOf(await bid(bidders[0]!, lotId, 110_000))).toMatchObject({
      error: 'BID_MODE_MISMATCH',
      msg: '该标的为降价竞价，请按当前价格应价',
    });
  });

  it('answers a retried accept with its first answer and places nothing more', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 1, DESCENDING);
    at(lot, 1);
    const key = clientBidId();
    const first = dataOf<BidResult>(await accept(bidders[0]!, lotId, 100_000, key));
    const again = dataOf<BidResult>(await accept(bidders[0]!, lotId, 100_000, key));
    expect(again).toEqual(first);
    expect((await liveState(lotId)).bidCount).toBe(1);
  });
});

describe('a descending lot with 应价后转增价', () => {
  const ASCEND = { ...DESCENDING, ascendMinutes: 10, incrementFen: 1_000 };

  it('opens ten minutes of open bidding from the accepted price; the highest then wins', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 3, ASCEND);
    at(lot, 11);
    const accepted = dataOf<BidResult>(await accept(bidders[0]!, lotId, 90_000));
    expect(accepted.lot.endsAt).toBe(new Date(Date.parse(lot.startsAt) + 21 * MINUTE_MS).toISOString());
    expect(errorOf(await accept(bidders[1]!, lotId, 90_000))).toMatchObject({
      error: 'DESCENDING_TAKEN_ASCENDING',
    });
    expect(errorOf(await bid(bidders[1]!, lotId, 90_500))).toMatchObject({ error: 'BID_TOO_LOW' });
    dataOf(await bid(bidders[1]!, lotId, 91_000));
    dataOf(await bid(bidders[2]!, lotId, 93_000));
    await t.services.closing.sweepOnce();
    expect((await liveState(lotId)).status).toBe('bidding');

    at(lot, 30);
    await t.services.closing.sweepOnce();
    const live = await liveState(lotId);
    expect(live).toMatchObject({ status: 'sold', currentPriceFen: 93_000 });
  });
});

describe('a descending lot as entered', () => {
  it('names each missing or impossible setting by its field', async () => {
    const { lotInput } = await import('../../../test/auction-fixtures');
    const response = await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: {
        title: '降价公告',
        bodyHtml: '<p>降价</p>',
        lots: [lotInput(t, { biddingMode: 'descending', floorPriceFen: 120_000, reservePriceFen: 90_000 })],
      },
    });
    const error = errorOf(response);
    expect(error.fields).toEqual(
      expect.arrayContaining([
        { field: 'lots.0.decreaseStepFen', msg: '降价竞价须填写降价幅度' },
        { field: 'lots.0.decreaseIntervalMinutes', msg: '降价竞价须填写降价周期' },
        { field: 'lots.0.floorPriceFen', msg: '最低价不能高于起拍价' },
      ]),
    );
  });
});
