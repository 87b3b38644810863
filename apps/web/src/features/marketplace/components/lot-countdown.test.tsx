import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncServerClock } from '../hooks/use-server-now';
import { LotCountdown } from './lot-countdown';

const lot = {
  status: 'bidding' as const,
  startsAt: '2026-11-22T08:00:00.000Z',
  endsAt: '2026-11-22T09:00:00.000Z',
};

describe('<LotCountdown>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The browser's clock is an hour behind; the server's time is what counts.
    vi.setSystemTime(new Date('2026-11-22T07:59:50.000Z'));
    syncServerClock('2026-11-22T08:59:50.000Z');
  });
  afterEach(() => {
    syncServerClock(new Date().toISOString());
    vi.useRealTimers();
  });

  it('counts down by the server’s clock, not the browser’s', () => {
    render(<LotCountdown lot={lot} />);
    expect(screen.getByText('竞价中')).toBeInTheDocument();
    expect(screen.getByText('00:00:10')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('00:00:07')).toBeInTheDocument();
  });

  it('turns to 结果确认中 at the end, until the server says the result', () => {
    const { rerender } = render(<LotCountdown lot={lot} />);
    act(() => {
      vi.advanceTimersByTime(11_000);
    });
    expect(screen.getByText('结果确认中')).toBeInTheDocument();
    expect(screen.queryByText(/距结束/)).not.toBeInTheDocument();
    rerender(<LotCountdown lot={{ ...lot, status: 'sold' }} />);
    expect(screen.getByText('已成交')).toBeInTheDocument();
  });

  it('follows an extension the moment the end moves', () => {
    const { rerender } = render(<LotCountdown lot={lot} />);
    rerender(<LotCountdown lot={{ ...lot, endsAt: '2026-11-22T09:05:00.000Z' }} />);
    expect(screen.getByText('00:05:10')).toBeInTheDocument();
  });
});
