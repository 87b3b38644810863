import { describe, expect, it } from 'vitest';
import { openLotState } from '../../../test/lot-state';
import { accepted, rulesAuction } from '../../../test/rules-auction';
import { decideSealed } from '../sealed-bids/sealed-decision';
import type { BidCommand, BidDecision, LotBiddingState } from './bid-rules';

/** 优先购买权 in the bidding rules: holders 1 and 2, everyone else without a right. */
const HOLDER_1 = 1;
const HOLDER_2 = 2;
const OTHER = 3;
const ANOTHER = 4;
const RANKS = new Map([
  [HOLDER_1, 1],
  [HOLDER_2, 2],
]);

const START = new Date('2026-12-01T02:00:00Z');
const END = new Date('2026-12-01T03:00:00Z');
const AT = new Date('2026-12-01T02:30:00Z');

const auction = (initial: Partial<LotBiddingState> = {}, ranks: ReadonlyMap<number, number> = RANKS) =>
  rulesAuction(
    openLotState({ startsAt: START, endsAt: END, startPriceFen: 100_000, incrementFen: 10_000, ...initial }),
    ranks,
  );

const bid = (userId: number, amountFen: number): BidCommand => ({ kind: 'bid', userId, amountFen, at: AT });
const max = (userId: number, maxFen: number): BidCommand => ({ kind: 'max', userId, maxFen, at: AT });

/** Each bid a decision placed: who, how much, and whether it is marked 优先购买权人. */
const placedOf = (decision: BidDecision) =>
  accepted(decision).effects.flatMap((effect) =>
    effect.type === 'bid' ? [[effect.bid.userId, effect.bid.amountFen, effect.bid.priority]] : [],
  );

describe('a holder of the priority purchase right in rising bidding', () => {
  it('may bid the current price itself, takes the lead and is marked on the record', () => {
    const lot = auction();
    lot.run(bid(OTHER, 100_000));
    expect(placedOf(lot.run(bid(HOLDER_1, 100_000)))).toEqual([[HOLDER_1, 100_000, true]]);
    expect(lot.state).toMatchObject({
      leaderUserId: HOLDER_1,
      leaderPriorityRank: 1,
      currentPriceFen: 100_000,
    });
  });

  it('leaves everyone else to bid the price plus the increment after the holder matched it', () => {
    const lot = auction();
    lot.run(bid(OTHER, 100_000));
    lot.run(bid(HOLDER_2, 100_000));
    const refused = lot.run(bid(ANOTHER, 100_000));
    expect(refused).toMatchObject({ accepted: false, code: 'BID_TOO_LOW', params: { minimum: '¥1,100.00' } });
    expect(placedOf(lot.run(bid(OTHER, 110_000)))).toEqual([[OTHER, 110_000, false]]);
  });

  it('lets a holder of an earlier order match a later holder, but not the other way round', () => {
    const lot = auction();
    lot.run(bid(HOLDER_2, 100_000));
    expect(placedOf(lot.run(bid(HOLDER_1, 100_000)))).toEqual([[HOLDER_1, 100_000, true]]);
    expect(lot.state.leaderUserId).toBe(HOLDER_1);
    expect(lot.run(bid(HOLDER_2, 100_000))).toMatchObject({ accepted: false, code: 'BID_TOO_LOW' });
  });

  it('gives a tie between two holders of the same order to the earlier bid', () => {
    // Two accounts of one company that holds the right: the same order.
    const lot = auction(
      {},
      new Map([
        [HOLDER_1, 1],
        [HOLDER_2, 1],
      ]),
    );
    lot.run(bid(HOLDER_1, 100_000));
    expect(lot.run(bid(HOLDER_2, 100_000))).toMatchObject({ accepted: false, code: 'BID_TOO_LOW' });
  });

  it('takes the lead at a maximum equal to an earlier one, at that maximum exactly', () => {
    const lot = auction();
    lot.run(max(OTHER, 150_000));
    const decision = lot.run(max(HOLDER_1, 150_000));
    expect(placedOf(decision)).toEqual([
      [OTHER, 150_000, false],
      [HOLDER_1, 150_000, true],
    ]);
    expect(lot.state).toMatchObject({ leaderUserId: HOLDER_1, currentPriceFen: 150_000 });
  });

  it('defends with its maximum by matching a challenge rather than going an increment above it', () => {
    const lot = auction();
    lot.run(max(HOLDER_1, 200_000));
    expect(placedOf(lot.run(bid(OTHER, 150_000)))).toEqual([
      [OTHER, 150_000, false],
      [HOLDER_1, 150_000, true],
    ]);
    expect(placedOf(lot.run(max(ANOTHER, 200_000)))).toEqual([
      [ANOTHER, 200_000, false],
      [HOLDER_1, 200_000, true],
    ]);
    expect(lot.state).toMatchObject({ leaderUserId: HOLDER_1, currentPriceFen: 200_000 });
  });

  it('loses to a higher price like anyone: the right is to match, not to win below it', () => {
    const lot = auction();
    lot.run(max(HOLDER_1, 150_000));
    expect(placedOf(lot.run(bid(OTHER, 160_000)))).toEqual([
      [HOLDER_1, 150_000, true],
      [OTHER, 160_000, false],
    ]);
    expect(lot.state).toMatchObject({ leaderUserId: OTHER, leaderPriorityRank: null });
  });

  it('may match the price an accept set once a descending lot turns to rising bids', () => {
    const lot = auction({
      biddingMode: 'descending',
      startPriceFen: 200_000,
      decreaseStepFen: 10_000,
      decreaseIntervalMinutes: 60,
      floorPriceFen: 100_000,
      ascendMinutes: 10,
    });
    lot.run({ kind: 'accept', userId: OTHER, amountFen: 200_000, at: AT });
    expect(placedOf(lot.run(bid(HOLDER_1, 200_000)))).toEqual([[HOLDER_1, 200_000, true]]);
    expect(lot.state.leaderUserId).toBe(HOLDER_1);
  });
});

describe('a holder of the priority purchase right on a sealed-bid lot', () => {
  const entry = (id: number, userId: number, amountFen: number, priorityRank: number | null) => ({
    id,
    userId,
    amountFen,
    submittedAt: new Date(START.getTime() + id * 1000),
    priorityRank,
  });

  it('wins a tie of equal amounts even when it bid later', () => {
    const { winner } = decideSealed([entry(1, OTHER, 150_000, null), entry(2, HOLDER_2, 150_000, 2)]);
    expect(winner?.userId).toBe(HOLDER_2);
  });

  it('gives a tie between holders to the earlier order', () => {
    const { winner } = decideSealed([entry(1, HOLDER_2, 150_000, 2), entry(2, HOLDER_1, 150_000, 1)]);
    expect(winner?.userId).toBe(HOLDER_1);
  });

  it('does not win below a higher sealed bid', () => {
    const { winner } = decideSealed([entry(1, HOLDER_1, 140_000, 1), entry(2, OTHER, 150_000, null)]);
    expect(winner?.userId).toBe(OTHER);
  });
});
