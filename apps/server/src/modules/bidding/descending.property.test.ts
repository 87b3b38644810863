import { array, assert, integer, property, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openLotState } from '../../../test/lot-state';
import { decideBid, type LotBiddingState } from './bid-rules';

const STARTS_AT = new Date('2026-12-01T02:00:00Z');
const ENDS_AT = new Date('2026-12-01T06:00:00Z');
const SECOND_MS = 1000;

/**
 * The reference model, from the rules alone and sharing no code with the engine: walk the clock
 * interval by interval, lowering the price a step each time, never under the floor. The first
 * accept whose offer reaches that price buys at it; every accept after it loses.
 */
function referencePrice(rules: Rules, atMs: number): number {
  let price = rules.startFen;
  let dropAt = STARTS_AT.getTime() + rules.intervalMinutes * 60 * SECOND_MS;
  while (dropAt <= atMs && price > rules.floorFen) {
    price = Math.max(rules.floorFen, price - rules.stepFen);
    dropAt += rules.intervalMinutes * 60 * SECOND_MS;
  }
  return price;
}

interface Rules {
  startFen: number;
  stepFen: number;
  intervalMinutes: number;
  floorFen: number;
}

function referenceOutcome(rules: Rules, attempts: Array<{ userId: number; atMs: number; offerFen: number }>) {
  for (const attempt of attempts) {
    const price = referencePrice(rules, attempt.atMs);
    if (attempt.offerFen >= price) return { userId: attempt.userId, priceFen: price };
  }
  return null;
}

const rulesArbitrary = record({
  startFen: integer({ min: 10_000, max: 1_000_000 }),
  stepPercent: integer({ min: 1, max: 30 }),
  intervalMinutes: integer({ min: 1, max: 30 }),
  floorPercent: integer({ min: 10, max: 100 }),
}).map(({ startFen, stepPercent, intervalMinutes, floorPercent }) => {
  const floorFen = Math.max(100, Math.floor((startFen * floorPercent) / 100));
  const stepFen = Math.max(
    100,
    Math.min(Math.floor((startFen * stepPercent) / 100), startFen - floorFen || 100),
  );
  return { startFen, stepFen, intervalMinutes, floorFen };
});

const attemptsArbitrary = array(
  record({
    userId: integer({ min: 1, max: 6 }),
    /** Seconds after the start, in order once sorted. */
    seconds: integer({ min: 0, max: 4 * 3600 - 1 }),
    /** How far above or below the true price the bidder offers (their view of it). */
    offsetPercent: integer({ min: -20, max: 20 }),
  }),
  { minLength: 1, maxLength: 20 },
);

function lotOf(rules: Rules): LotBiddingState {
  return openLotState({
    biddingMode: 'descending',
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
    startPriceFen: rules.startFen,
    incrementFen: rules.stepFen,
    decreaseStepFen: rules.stepFen,
    decreaseIntervalMinutes: rules.intervalMinutes,
    floorPriceFen: rules.floorFen,
  });
}

describe('descending lots against a reference model', () => {
  it('sell to the first accept that reaches the price of its step, at that price, and refuse every later one', () => {
    assert(
      property(rulesArbitrary, attemptsArbitrary, (rules, raw) => {
        const attempts = raw
          .map((entry) => {
            const atMs = STARTS_AT.getTime() + entry.seconds * SECOND_MS;
            const truth = referencePrice(rules, atMs);
            return {
              userId: entry.userId,
              atMs,
              offerFen: Math.round(truth * (1 + entry.offsetPercent / 100)),
            };
          })
          .sort((a, b) => a.atMs - b.atMs);
        let lot = lotOf(rules);
        const bidders = new Set<number>();
        let winner: { userId: number; priceFen: number } | null = null;
        for (const attempt of attempts) {
          const decision = decideBid(
            lot,
            { proxies: new Map(), bidders, ranks: new Map() },
            {
              kind: 'accept',
              userId: attempt.userId,
              amountFen: attempt.offerFen,
              at: new Date(attempt.atMs),
            },
          );
          if (!decision.accepted) {
            const expected = winner ? 'DESCENDING_TAKEN' : 'DESCENDING_PRICE_CHANGED';
            expect(decision.code).toBe(expected);
            continue;
          }
          expect(winner).toBeNull();
          lot = decision.lot;
          bidders.add(attempt.userId);
          winner = { userId: attempt.userId, priceFen: lot.currentPriceFen! };
          expect(lot.endsAt.getTime()).toBe(attempt.atMs);
        }
        expect(winner).toEqual(referenceOutcome(rules, attempts));
        if (winner) expect(winner.priceFen).toBeGreaterThanOrEqual(rules.floorFen);
      }),
      { numRuns: 300 },
    );
  });
});
