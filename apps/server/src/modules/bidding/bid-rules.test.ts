import { describe, expect, it } from 'vitest';
import type { BidCommand, BidDecision, LotBiddingState } from './bid-rules';
import { openLotState } from '../../../test/lot-state';
import { accepted, rulesAuction } from '../../../test/rules-auction';

const START = new Date('2026-12-01T02:00:00Z');
const END = new Date('2026-12-01T03:00:00Z');
const minutesBeforeEnd = (minutes: number) => new Date(END.getTime() - minutes * 60_000);
const AT = minutesBeforeEnd(30);

function lot(overrides: Partial<LotBiddingState> = {}): LotBiddingState {
  return openLotState({
    startsAt: START,
    endsAt: END,
    startPriceFen: 100_000,
    incrementFen: 10_000,
    ...overrides,
  });
}

/** A lot with its maximums and bidders, taking commands one after another like the engine. */
const auction = (initial: Partial<LotBiddingState> = {}) => rulesAuction(lot(initial));

const bid = (userId: number, amountFen: number, at = AT): BidCommand => ({
  kind: 'bid',
  userId,
  amountFen,
  at,
});
const max = (userId: number, maxFen: number, at = AT): BidCommand => ({ kind: 'max', userId, maxFen, at });

const placedOf = (decision: BidDecision) =>
  accepted(decision).effects.flatMap((effect) =>
    effect.type === 'bid' ? [[effect.bid.userId, effect.bid.amountFen, effect.bid.kind]] : [],
  );

describe('manual bids', () => {
  it('accept the starting price as the first bid and make the bidder the leader', () => {
    const lotAuction = auction();
    expect(placedOf(lotAuction.run(bid(1, 100_000)))).toEqual([[1, 100_000, 'manual']]);
    expect(lotAuction.state).toMatchObject({
      currentPriceFen: 100_000,
      leaderUserId: 1,
      bidCount: 1,
      bidderCount: 1,
    });
  });

  it('refuse less than the current price plus one increment, naming the minimum', () => {
    const lotAuction = auction();
    lotAuction.run(bid(1, 100_000));
    expect(lotAuction.run(bid(2, 105_000))).toEqual({
      accepted: false,
      code: 'BID_TOO_LOW',
      params: { minimum: '¥1,100.00' },
    });
  });

  it('refuse a price off the increment grid', () => {
    expect(auction().run(bid(1, 115_000))).toMatchObject({ accepted: false, code: 'BID_OFF_GRID' });
  });

  it('refuse the leader bidding against themselves', () => {
    const lotAuction = auction();
    lotAuction.run(bid(1, 100_000));
    expect(lotAuction.run(bid(1, 110_000))).toMatchObject({ accepted: false, code: 'BID_ALREADY_LEADING' });
  });

  it('allow a jump bid above the minimum at exactly that price', () => {
    const lotAuction = auction();
    lotAuction.run(bid(1, 100_000));
    expect(placedOf(lotAuction.run(bid(2, 150_000)))).toEqual([[2, 150_000, 'manual']]);
  });

  it('refuse bids before the start and at or after the end, whatever the status says', () => {
    expect(
      auction({ status: 'scheduled' }).run(bid(1, 100_000, new Date(START.getTime() - 1))),
    ).toMatchObject({
      accepted: false,
      code: 'BID_NOT_STARTED',
      params: { startsAt: '2026-12-01 10:00:00' },
    });
    expect(auction().run(bid(1, 100_000, END))).toMatchObject({ accepted: false, code: 'BID_ENDED' });
    expect(auction({ status: 'sold' }).run(bid(1, 100_000))).toMatchObject({
      accepted: false,
      code: 'BID_ENDED',
    });
    expect(auction({ status: 'pending' }).run(bid(1, 100_000))).toMatchObject({
      accepted: false,
      code: 'LOT_NOT_BIDDABLE',
    });
  });

  it('open a scheduled lot whose start has passed, before the bid', () => {
    const decision = accepted(auction({ status: 'scheduled' }).run(bid(1, 100_000)));
    expect(decision.lot.status).toBe('bidding');
    expect(decision.effects.map((effect) => effect.type)).toEqual(['started', 'bid']);
  });
});

describe('maximum (proxy) bids', () => {
  it('place the first maximum at the starting price', () => {
    const lotAuction = auction();
    expect(placedOf(lotAuction.run(max(1, 500_000)))).toEqual([[1, 100_000, 'proxy']]);
  });

  it('answer a lower manual bid at once with one increment more', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 500_000));
    expect(placedOf(lotAuction.run(bid(2, 200_000)))).toEqual([
      [2, 200_000, 'manual'],
      [1, 210_000, 'auto'],
    ]);
    expect(lotAuction.state.leaderUserId).toBe(1);
  });

  it('beat a later manual bid of the same price', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    expect(placedOf(lotAuction.run(bid(2, 300_000)))).toEqual([
      [2, 300_000, 'manual'],
      [1, 300_000, 'auto'],
    ]);
    expect(lotAuction.state).toMatchObject({ leaderUserId: 1, currentPriceFen: 300_000 });
  });

  it('are used up and shown before a manual bid above them', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    expect(placedOf(lotAuction.run(bid(2, 400_000)))).toEqual([
      [1, 300_000, 'auto'],
      [2, 400_000, 'manual'],
    ]);
    expect(lotAuction.state.leaderUserId).toBe(2);
  });

  it('between two bidders settle at the second maximum plus one increment', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    expect(placedOf(lotAuction.run(max(2, 500_000)))).toEqual([
      [1, 300_000, 'auto'],
      [2, 310_000, 'proxy'],
    ]);
    expect(lotAuction.state).toMatchObject({ leaderUserId: 2, currentPriceFen: 310_000, bidderCount: 2 });
  });

  it('go to the earlier of two equal maximums', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    lotAuction.run(max(2, 300_000));
    expect(lotAuction.state).toMatchObject({ leaderUserId: 1, currentPriceFen: 300_000 });
  });

  it('jump to the reserve when the maximum allows, and not when it does not', () => {
    const reserved = auction({ reservePriceFen: 250_000 });
    expect(placedOf(reserved.run(max(1, 400_000)))).toEqual([[1, 250_000, 'proxy']]);
    const unreachable = auction({ reservePriceFen: 250_000 });
    expect(placedOf(unreachable.run(max(1, 200_000)))).toEqual([[1, 100_000, 'proxy']]);
  });

  it('refuse a maximum below the next valid price with the minimum, even when it is off the grid', () => {
    expect(auction().run(max(1, 50_000))).toMatchObject({
      accepted: false,
      code: 'MAX_TOO_LOW',
      params: { minimum: '¥1,000.00' },
    });
    const lotAuction = auction();
    lotAuction.run(bid(1, 200_000));
    expect(lotAuction.run(max(2, 200_000))).toMatchObject({
      accepted: false,
      code: 'MAX_TOO_LOW',
      params: { minimum: '¥2,100.00' },
    });
  });

  it('let the leader raise their maximum without raising the price', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    lotAuction.run(bid(2, 150_000));
    const raise = accepted(lotAuction.run(max(1, 600_000)));
    expect(placedOf(raise)).toEqual([]);
    expect(raise.proxy).toMatchObject({ userId: 1, maxFen: 600_000 });
    expect(lotAuction.state.currentPriceFen).toBe(160_000);
  });

  it('refuse a leader maximum that is not higher than the old one', () => {
    const lotAuction = auction();
    lotAuction.run(max(1, 300_000));
    expect(lotAuction.run(max(1, 300_000))).toMatchObject({
      accepted: false,
      code: 'MAX_NOT_RAISED',
      params: { current: '¥3,000.00' },
    });
  });
});

describe('extensions', () => {
  it('move the end to five minutes after a bid in the last five minutes', () => {
    const lotAuction = auction();
    const at = minutesBeforeEnd(2);
    const decision = accepted(lotAuction.run(bid(1, 100_000, at)));
    expect(decision.lot.endsAt).toEqual(new Date(at.getTime() + 5 * 60_000));
    expect(decision.effects.at(-1)).toMatchObject({ type: 'extended', extensionCount: 1 });
  });

  it('do not move the end for a bid earlier than the last five minutes', () => {
    expect(accepted(auction().run(bid(1, 100_000, minutesBeforeEnd(6)))).lot.endsAt).toEqual(END);
  });

  it('stop at the hard end and after the maximum number of extensions', () => {
    const hardEnd = new Date(END.getTime() + 60_000);
    expect(
      accepted(auction({ hardEndAt: hardEnd }).run(bid(1, 100_000, minutesBeforeEnd(1)))).lot.endsAt,
    ).toEqual(hardEnd);
    const capped = accepted(
      auction({ maxExtensions: 2, extensionCount: 2 }).run(bid(1, 100_000, minutesBeforeEnd(1))),
    );
    expect(capped.lot.endsAt).toEqual(END);
    expect(capped.effects.map((effect) => effect.type)).toEqual(['bid']);
  });

  it('number every event of the lot one after another', () => {
    const lotAuction = auction({ status: 'scheduled', eventSeq: 7 });
    lotAuction.run(max(1, 300_000, minutesBeforeEnd(1)));
    const decision = accepted(lotAuction.run(max(2, 500_000, minutesBeforeEnd(0.5))));
    const seqs = decision.effects.map((effect) => (effect.type === 'bid' ? effect.bid.seq : effect.seq));
    expect(seqs).toEqual([11, 12, 13]);
  });
});
