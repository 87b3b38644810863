import type { BidderInfo, LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackApp } from '../../../../test/feedback-app';
import { useSessionStore } from '../../../stores/session-store';
import { syncServerClock } from '../hooks/use-server-now';
import { liveStateFixture } from '../lib/live-state.fixture';
import { BidPanel } from './bid-panel';

/** ¥1,000 falling ¥50 every 5 minutes to ¥800, 12 minutes after its start by the server's clock. */
const live: LotLiveState = liveStateFixture({
  biddingMode: 'descending',
  descending: {
    decreaseStepFen: 5_000,
    decreaseIntervalMinutes: 5,
    floorPriceFen: 80_000,
    ascendMinutes: null,
    acceptedAt: null,
  },
  startPriceFen: 100_000,
  currentPriceFen: null,
  leaderAlias: null,
  bidCount: 0,
  startsAt: '2026-11-22T08:00:00.000Z',
  endsAt: '2026-11-22T10:00:00.000Z',
  serverTime: '2026-11-22T08:12:00.000Z',
});
const ready: BidderInfo = {
  lotId: 1,
  alias: null,
  leading: false,
  myMaxFen: null,
  myLastBidFen: null,
  priorityRank: null,
  canBid: true,
  blockedReason: null,
  blockedBy: null,
  lot: live,
};

function serveApi() {
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      sent.push({ url, body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined });
      const data = url.includes('/bid/userInfo/')
        ? ready
        : { placed: null, leading: true, myMaxFen: null, lot: live };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: '应价成功，本标的由您按当前价格成交', data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

describe('<BidPanel> on a descending lot', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'token-1' });
    syncServerClock(live.serverTime);
  });
  afterEach(() => {
    useSessionStore.setState({ token: null });
    vi.unstubAllGlobals();
  });

  it('offers one accept at the price the server clock gives, and sends that price as a decrease bid', async () => {
    const sent = serveApi();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <FeedbackApp>
            <BidPanel lotId={1} live={live} />
          </FeedbackApp>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const accept = await screen.findByRole('button', { name: /应价 ¥900\.00/ });
    expect(screen.queryByLabelText('出价金额（元）')).toBeNull();
    await userEvent.click(accept);
    await userEvent.click(await screen.findByRole('button', { name: '确认应价' }));
    await waitFor(() => expect(sent.some((entry) => entry.url.endsWith('/bid/decrease'))).toBe(true));
    const body = sent.find((entry) => entry.url.endsWith('/bid/decrease'))!.body as Record<string, unknown>;
    expect(body).toMatchObject({ lotId: 1, amountFen: 90_000 });
    expect(body.clientBidId).toEqual(expect.any(String));
  });
});
