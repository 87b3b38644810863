import { describe, expect, it } from 'vitest';
import { lotPhase } from './lot-phase';

const lot = {
  status: 'bidding' as const,
  startsAt: '2026-11-22T08:00:00.000Z',
  endsAt: '2026-11-22T09:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('a lot’s phase by the server’s clock', () => {
  it('counts down to the start, then to the end', () => {
    expect(lotPhase(lot, at('2026-11-22T07:59:00.000Z'))).toEqual({ kind: 'upcoming', remainingMs: 60_000 });
    expect(lotPhase(lot, at('2026-11-22T08:59:30.000Z'))).toEqual({ kind: 'bidding', remainingMs: 30_000 });
  });

  it('waits for the server’s close after the end instead of guessing the result', () => {
    expect(lotPhase(lot, at('2026-11-22T09:00:00.000Z'))).toEqual({ kind: 'closing' });
    expect(lotPhase({ ...lot, status: 'sold' }, at('2026-11-22T08:30:00.000Z'))).toEqual({ kind: 'sold' });
  });
});
