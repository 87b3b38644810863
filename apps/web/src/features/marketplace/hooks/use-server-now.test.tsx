import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startFromDrawingClock, useServerNow } from './use-server-now';

function Clock(props: { seen: number[] }) {
  props.seen.push(useServerNow());
  return null;
}

describe('the server clock of a page drawn on the server', () => {
  it('first says what the drawing said, then moves on to now, for every clock on the page', () => {
    const drawnAt = Date.now() - 60_000;
    startFromDrawingClock(drawnAt);
    const first: number[] = [];
    const second: number[] = [];
    render(
      <>
        <Clock seen={first} />
        <Clock seen={second} />
      </>,
    );
    for (const seen of [first, second]) {
      expect(seen[0]).toBe(drawnAt);
      expect(seen.at(-1)).toBeGreaterThanOrEqual(drawnAt + 60_000);
    }
  });

  it('reads now on a page the browser draws itself', () => {
    const seen: number[] = [];
    const before = Date.now();
    render(<Clock seen={seen} />);
    expect(seen[0]).toBeGreaterThanOrEqual(before);
  });
});
