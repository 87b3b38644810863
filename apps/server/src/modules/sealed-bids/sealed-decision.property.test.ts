import { array, assert, integer, property, record } from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSealed, type SealedEntry } from './sealed-decision';

const T0 = Date.parse('2026-12-01T02:00:00Z');

/** Submissions as the server would accept them: a bidder's next one only when higher than their last. */
function accepted(attempts: Array<{ userId: number; amountYuan: number; afterMs: number }>): SealedEntry[] {
  const last = new Map<number, number>();
  const entries: SealedEntry[] = [];
  let now = T0;
  for (const attempt of attempts) {
    now += attempt.afterMs;
    const amountFen = attempt.amountYuan * 100;
    if ((last.get(attempt.userId) ?? 0) >= amountFen) continue;
    last.set(attempt.userId, amountFen);
    entries.push({ id: entries.length + 1, userId: attempt.userId, amountFen, submittedAt: new Date(now) });
  }
  return entries;
}

/**
 * The reference model, from the rules alone: each bidder's bid is their highest (raises only go
 * up); the winner has the highest bid, the earlier submitted on ties; the runner-up amount is the
 * best of the others'. It shares no code with the decision under test.
 */
function reference(entries: SealedEntry[]) {
  const best = new Map<number, SealedEntry>();
  for (const entry of entries) {
    const held = best.get(entry.userId);
    if (!held || entry.amountFen > held.amountFen) best.set(entry.userId, entry);
  }
  const ranked = [...best.values()].sort(
    (a, b) => b.amountFen - a.amountFen || a.submittedAt.getTime() - b.submittedAt.getTime() || a.id - b.id,
  );
  return {
    winnerUserId: ranked[0]?.userId ?? null,
    priceFen: ranked[0]?.amountFen ?? null,
    runnerUpFen: ranked[1]?.amountFen ?? null,
  };
}

describe('the sealed-bid decision', () => {
  it('agrees with the reference model on any sequence of bids and raises', () => {
    assert(
      property(
        array(
          record({
            userId: integer({ min: 1, max: 5 }),
            // A narrow range makes equal amounts (ties) common.
            amountYuan: integer({ min: 1000, max: 1010 }),
            // Zero: two bids in the same millisecond, decided by the order they were stored.
            afterMs: integer({ min: 0, max: 3 }),
          }),
          { maxLength: 30 },
        ),
        (attempts) => {
          const entries = accepted(attempts);
          const { winner, runnerUpFen } = decideSealed(entries);
          expect({
            winnerUserId: winner?.userId ?? null,
            priceFen: winner?.amountFen ?? null,
            runnerUpFen,
          }).toEqual(reference(entries));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives no winner without bids', () => {
    expect(decideSealed([])).toEqual({ winner: null, runnerUpFen: null });
  });
});
