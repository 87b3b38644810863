import { array, assert, integer, option, property, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideBid, type LotBiddingState, type ProxyState } from './bid-rules';
import { openLotState } from '../../../test/lot-state';

const START_FEN = 10_000;
const INCREMENT_FEN = 500;
const at = new Date('2026-12-01T02:30:00Z');

function freshLot(reservePriceFen: number | null): LotBiddingState {
  return openLotState({
    startsAt: new Date('2026-12-01T02:00:00Z'),
    endsAt: new Date('2026-12-01T04:00:00Z'),
    startPriceFen: START_FEN,
    incrementFen: INCREMENT_FEN,
    reservePriceFen,
  });
}

/**
 * The reference model, straight from the rules: each user's latest maximum counts; the winner
 * has the highest, the earliest on ties; the price is min(winner's maximum, second maximum +
 * increment), the start for a lone bidder, raised to the reserve when the winner's maximum allows.
 * It shares no code with the rules under test, the reserve's grid price included.
 */
function reference(maximums: Map<number, { maxFen: number; order: number }>, reservePriceFen: number | null) {
  const ranked = [...maximums.entries()]
    .map(([userId, entry]) => ({ userId, ...entry }))
    .sort((a, b) => b.maxFen - a.maxFen || a.order - b.order);
  const [winner, second] = ranked;
  if (!winner) return { leader: null, priceFen: null };
  let priceFen = second ? Math.min(winner.maxFen, second.maxFen + INCREMENT_FEN) : START_FEN;
  const target = reserveOnTheGrid(reservePriceFen);
  if (target !== null && priceFen < target && winner.maxFen >= target) priceFen = target;
  return { leader: winner.userId, priceFen };
}

/** The first price of the bidding ladder (start, start + increment, …) that reaches the reserve. */
function reserveOnTheGrid(reservePriceFen: number | null): number | null {
  if (reservePriceFen === null || reservePriceFen <= START_FEN) return null;
  let rung = START_FEN;
  while (rung < reservePriceFen) rung += INCREMENT_FEN;
  return rung;
}

const command = record({
  userId: integer({ min: 1, max: 5 }),
  steps: integer({ min: 0, max: 60 }),
});

describe('proxy bidding against the reference model', () => {
  it('always leads with the highest maximum (earliest on ties) at min(its maximum, second maximum + increment)', () => {
    assert(
      property(
        array(command, { minLength: 1, maxLength: 40 }),
        option(integer({ min: START_FEN, max: START_FEN + 40 * INCREMENT_FEN }), { nil: null }),
        (commands, reservePriceFen) => {
          let lot = freshLot(reservePriceFen);
          const proxies = new Map<number, ProxyState>();
          const bidders = new Set<number>();
          const maximums = new Map<number, { maxFen: number; order: number }>();
          let lastPriceFen = 0;
          commands.forEach(({ userId, steps }, index) => {
            const maxFen = START_FEN + steps * INCREMENT_FEN;
            const decision = decideBid(
              lot,
              { proxies, bidders, ranks: new Map() },
              { kind: 'max', userId, maxFen, at },
            );
            if (!decision.accepted) return;
            lot = decision.lot;
            if (decision.proxy) proxies.set(userId, decision.proxy);
            decision.newBidders.forEach((bidder) => bidders.add(bidder));
            maximums.set(userId, { maxFen, order: index });

            const expected = reference(maximums, reservePriceFen);
            expect(lot.leaderUserId).toBe(expected.leader);
            expect(lot.currentPriceFen).toBe(expected.priceFen);
            // Prices never fall, and every bid is on the grid.
            expect(lot.currentPriceFen!).toBeGreaterThanOrEqual(lastPriceFen);
            expect((lot.currentPriceFen! - START_FEN) % INCREMENT_FEN).toBe(0);
            lastPriceFen = lot.currentPriceFen!;
          });
          expect(lot.bidderCount).toBe(bidders.size);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses only maximums the rules refuse: below the next price, or a leader not raising', () => {
    assert(
      property(array(command, { minLength: 1, maxLength: 30 }), (commands) => {
        let lot = freshLot(null);
        const proxies = new Map<number, ProxyState>();
        const bidders = new Set<number>();
        for (const { userId, steps } of commands) {
          const maxFen = START_FEN + steps * INCREMENT_FEN;
          const decision = decideBid(
            lot,
            { proxies, bidders, ranks: new Map() },
            { kind: 'max', userId, maxFen, at },
          );
          const minimum = lot.currentPriceFen === null ? START_FEN : lot.currentPriceFen + INCREMENT_FEN;
          const leaderMax =
            lot.leaderUserId === userId
              ? Math.max(proxies.get(userId)?.maxFen ?? 0, lot.currentPriceFen ?? 0)
              : null;
          const shouldRefuse = leaderMax !== null ? maxFen <= leaderMax : maxFen < minimum;
          expect(decision.accepted).toBe(!shouldRefuse);
          if (decision.accepted) {
            lot = decision.lot;
            if (decision.proxy) proxies.set(userId, decision.proxy);
            decision.newBidders.forEach((bidder) => bidders.add(bidder));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
