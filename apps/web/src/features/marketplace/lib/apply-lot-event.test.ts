import type { LotEvent } from '@lyp/shared/realtime/events';
import { describe, expect, it } from 'vitest';
import { applyLotEvent, type LiveLotView } from './apply-lot-event';
import { liveStateFixture } from './live-state.fixture';

const live = liveStateFixture({
  lotId: 7,
  currentPriceFen: 100_000,
  nextMinimumFen: 110_000,
  bidCount: 1,
  bidderCount: 1,
  reserveMet: false,
  seq: 3,
});
const view: LiveLotView = { live, recentBids: [], result: null };
const serverTime = '2026-11-22T08:58:00.000Z';

const bidPlaced = (seq: number): LotEvent => ({
  type: 'bid_placed',
  lotId: 7,
  seq,
  serverTime,
  bid: { amountFen: 110_000, alias: '竞买人B7C1', kind: 'manual', at: serverTime, priority: false },
  currentPriceFen: 110_000,
  nextMinimumFen: 120_000,
  leaderAlias: '竞买人B7C1',
  leaderPriorityRank: null,
  bidCount: 2,
  bidderCount: 2,
  endsAt: live.endsAt,
  reserveMet: true,
});

describe('live events on the lot page', () => {
  it('count a sealed bid without a price, a leader or a bid record', () => {
    const sealedView: LiveLotView = {
      live: { ...live, biddingMode: 'sealed', currentPriceFen: null, leaderAlias: null },
      recentBids: [],
      result: null,
    };
    const outcome = applyLotEvent(sealedView, {
      type: 'sealed_bid_counted',
      lotId: 7,
      seq: 4,
      serverTime,
      bidCount: 2,
      bidderCount: 2,
    });
    expect(outcome).toEqual({
      kind: 'applied',
      view: { ...sealedView, live: { ...sealedView.live, seq: 4, serverTime, bidCount: 2, bidderCount: 2 } },
    });
  });

  it('apply the next bid: price, leader, counts and the bid record', () => {
    const outcome = applyLotEvent(view, bidPlaced(4));
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect(outcome.view.live).toMatchObject({
      seq: 4,
      currentPriceFen: 110_000,
      nextMinimumFen: 120_000,
      leaderAlias: '竞买人B7C1',
      leaderPriorityRank: null,
      bidCount: 2,
      reserveMet: true,
    });
    expect(outcome.view.recentBids).toEqual([
      { seq: 4, amountFen: 110_000, alias: '竞买人B7C1', kind: 'manual', at: serverTime, priority: false },
    ]);
  });

  it('skip what the page already shows, and ask for a resync after a gap', () => {
    expect(applyLotEvent(view, bidPlaced(3))).toEqual({ kind: 'stale' });
    expect(applyLotEvent(view, bidPlaced(6))).toEqual({ kind: 'gap' });
    expect(applyLotEvent(view, { ...bidPlaced(4), lotId: 8 })).toEqual({ kind: 'stale' });
  });

  it('move the end at an extension and say where it went', () => {
    const endsAt = '2026-11-22T09:03:00.000Z';
    const outcome = applyLotEvent(view, {
      type: 'lot_extended',
      lotId: 7,
      seq: 4,
      serverTime,
      endsAt,
      extensionCount: 1,
    });
    expect(outcome).toMatchObject({
      kind: 'applied',
      extendedTo: endsAt,
      view: { live: { endsAt, extensionCount: 1 } },
    });
  });

  it('show the result when the lot closes, with the head of its chain of records', () => {
    const outcome = applyLotEvent(view, {
      type: 'lot_closed',
      lotId: 7,
      seq: 4,
      serverTime,
      outcome: 'sold',
      finalPriceFen: 100_000,
      winnerAlias: '竞买人A3F2',
      chainHead: 'ab'.repeat(32),
    });
    expect(outcome).toMatchObject({
      kind: 'applied',
      view: {
        live: { status: 'sold' },
        result: {
          outcome: 'sold',
          finalPriceFen: 100_000,
          winnerAlias: '竞买人A3F2',
          chainHead: 'ab'.repeat(32),
        },
      },
    });
  });

  it('stop the page with the reason when the platform revokes the bulletin', () => {
    const outcome = applyLotEvent(view, {
      type: 'lot_revoked',
      lotId: 7,
      seq: 4,
      serverTime,
      reason: '标的权属存在争议',
    });
    expect(outcome).toEqual({ kind: 'revoked', reason: '标的权属存在争议' });
  });
});

describe('a descending lot’s live events', () => {
  const falling: LiveLotView = {
    live: liveStateFixture({
      biddingMode: 'descending',
      descending: {
        decreaseStepFen: 5_000,
        decreaseIntervalMinutes: 5,
        floorPriceFen: 80_000,
        ascendMinutes: null,
        acceptedAt: null,
      },
      currentPriceFen: null,
      seq: 4,
    }),
    recentBids: [],
    result: null,
  };

  it('stop the fall at an accept, which leads at its price', () => {
    const outcome = applyLotEvent(falling, {
      type: 'bid_placed',
      lotId: 1,
      seq: 5,
      serverTime: '2026-11-22T08:31:00.000Z',
      bid: {
        amountFen: 90_000,
        alias: '竞买人B7C1',
        kind: 'accept',
        at: '2026-11-22T08:31:00.000Z',
        priority: false,
      },
      currentPriceFen: 90_000,
      nextMinimumFen: 100_000,
      leaderAlias: '竞买人B7C1',
      leaderPriorityRank: null,
      bidCount: 1,
      bidderCount: 1,
      endsAt: '2026-11-22T08:31:00.000Z',
      reserveMet: null,
    });
    expect(outcome.kind).toBe('applied');
    if (outcome.kind !== 'applied') return;
    expect(outcome.view.live.descending?.acceptedAt).toBe('2026-11-22T08:31:00.000Z');
    expect(outcome.view.live).toMatchObject({ currentPriceFen: 90_000, endsAt: '2026-11-22T08:31:00.000Z' });
  });

  it('take a price drop into the sequence without a gap', () => {
    const outcome = applyLotEvent(falling, {
      type: 'price_dropped',
      lotId: 1,
      seq: 5,
      serverTime: '2026-11-22T08:35:00.000Z',
      priceFen: 90_000,
      step: 2,
      nextDropAt: '2026-11-22T08:40:00.000Z',
    });
    expect(outcome).toMatchObject({ kind: 'applied', view: { live: { seq: 5 } } });
  });
});
