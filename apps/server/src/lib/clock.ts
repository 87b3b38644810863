/** The server's clock is the only clock; services receive it so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface FakeClock extends Clock {
  set(at: Date | string): void;
  advance(milliseconds: number): void;
}

export function createFakeClock(start: Date | string = '2026-11-22T02:00:00.000Z'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
