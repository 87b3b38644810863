import type { BidResult, BidderInfo, MyBidLot } from '@lyp/shared/auction/bid.schemas';
import { describe, expect, it } from 'vitest';
import { addBidders, dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';

/** 我的竞价: the lots a bidder bid on, and where they stand on each. */

const { t, tokens } = useAuctionApp();

const { bid, setMax } = bidCalls(t);
const myLots = async (token: string) =>
  dataOf<{ records: MyBidLot[]; total: number }>(await t.call('POST', 'myBids', { token, body: {} }));

describe('my bids (我的竞价)', () => {
  it('show each bidder their highest bid, their maximum, the price and whether they lead', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 2);
    const [first, second] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    dataOf(await bid(first, lotId, 100_000));
    dataOf(await setMax(second, lotId, 150_000));

    const firstSees = (await myLots(first.token)).records.find((row) => row.lotId === lotId);
    expect(firstSees).toMatchObject({
      standing: 'outbid',
      myHighestFen: 100_000,
      myMaxFen: null,
      currentPriceFen: 110_000,
      bidCount: 2,
      status: 'bidding',
    });
    expect(firstSees!.alias).toMatch(/^竞买人[0-9A-F]{4}$/);
    expect((await myLots(second.token)).records.find((row) => row.lotId === lotId)).toMatchObject({
      standing: 'leading',
      myHighestFen: 110_000,
      myMaxFen: 150_000,
    });
  });

  it('forget a maximum the bidder overtook with a higher manual bid, wherever it was shown', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 2);
    const [alice, bob] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    dataOf(await setMax(alice, lotId, 150_000));
    dataOf(await setMax(bob, lotId, 300_000));
    // Alice's maximum is used up; she bids above it by hand, and Bob's maximum answers.
    expect(dataOf<BidResult>(await bid(alice, lotId, 200_000))).toMatchObject({ myMaxFen: null });
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: alice.token, params: { lotId } }),
    );
    expect(info).toMatchObject({ myMaxFen: null, myLastBidFen: 200_000 });
    expect((await myLots(alice.token)).records.find((row) => row.lotId === lotId)).toMatchObject({
      myHighestFen: 200_000,
      myMaxFen: null,
    });
    // Bob's maximum still stands above his bids.
    expect((await myLots(bob.token)).records.find((row) => row.lotId === lotId)?.myMaxFen).toBe(300_000);
  });

  it('say who won once the lot closes, and show nothing to someone who did not bid', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 2);
    const [first, second] = bidders as [(typeof bidders)[0], (typeof bidders)[0]];
    dataOf(await bid(first, lotId, 100_000));
    dataOf(await bid(second, lotId, 110_000));
    t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
    await t.services.closing.sweepOnce();

    expect((await myLots(second.token)).records.find((row) => row.lotId === lotId)?.standing).toBe('won');
    expect((await myLots(first.token)).records.find((row) => row.lotId === lotId)?.standing).toBe('lost');
    const [onlooker] = await addBidders(t, 1);
    expect(await myLots(onlooker!.token)).toMatchObject({ records: [], total: 0 });
  });

  it('is refused to visitors', async () => {
    expect((await t.call('POST', 'myBids', { body: {} })).statusCode).toBe(401);
  });
});
