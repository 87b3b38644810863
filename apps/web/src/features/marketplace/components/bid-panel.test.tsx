import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { BidPanel } from './bid-panel';
import { liveStateFixture } from '../lib/live-state.fixture';
import { FeedbackApp } from '../../../../test/feedback-app';

const live = liveStateFixture();
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

/** How the server answers each bid in turn: it never answers (until our timeout), the network fails, or it accepts. */
type BidAnswer = 'no_answer' | 'network_down' | 'accepted';

/** The API as the panel sees it: the bidder info, and a record of what was sent. */
function serveApi(info: BidderInfo, bidAnswers: BidAnswer[] = []) {
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : undefined;
      sent.push({ url, body });
      const answer = /\/bid\/(add|maxPrice)$/.test(url) ? bidAnswers.shift() : undefined;
      if (answer === 'network_down') return Promise.reject(new TypeError('Failed to fetch'));
      if (answer === 'no_answer') {
        return new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('timed out', 'TimeoutError')),
          ),
        );
      }
      const data = url.includes('/bid/userInfo/')
        ? info
        : { placed: null, leading: true, myMaxFen: null, lot: live };
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: '出价成功，您当前领先', data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/morebid/auction?id=1']}>
        <FeedbackApp>
          <BidPanel lotId={1} live={live} />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amountInput = () => screen.getByLabelText('出价金额（元）');
const bidButton = () => screen.getByRole('button', { name: /^出\s*价$/ });

describe('<BidPanel>', () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1' }));
  afterEach(() => {
    configureApiClient({ timeoutMs: REQUEST_TIMEOUT_MS });
    useSessionStore.setState({ token: null });
    vi.unstubAllGlobals();
  });

  it('fills in the next valid price and shows it in Chinese capitals', async () => {
    serveApi(ready);
    renderPanel();
    await waitFor(() => expect(amountInput()).toHaveValue('1300.00'));
    expect(screen.getByText('大写：壹仟叁佰元整')).toBeInTheDocument();
  });

  it('tells a holder of the priority purchase right their order and lets them bid the price itself', async () => {
    serveApi({ ...ready, priorityRank: 1 });
    renderPanel();
    expect(await screen.findByText('您是本标的第 1 顺位优先购买权人')).toBeInTheDocument();
    await waitFor(() => expect(amountInput()).toHaveValue('1200.00'));
    expect(bidButton()).toBeEnabled();
  });

  it('names what is wrong with an amount off the grid and will not send it', async () => {
    serveApi(ready);
    renderPanel();
    const input = await screen.findByLabelText('出价金额（元）');
    await userEvent.clear(input);
    await userEvent.type(input, '1350');
    expect(await screen.findByText('出价须为起拍价加若干个加价幅度（每次加价 ¥100.00）')).toBeInTheDocument();
    expect(bidButton()).toBeDisabled();
  });

  it('fills in an amount a few increments up from a step button', async () => {
    serveApi(ready);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /\+2 个加价幅度 ¥1,500\.00/ }));
    expect(amountInput()).toHaveValue('1500.00');
  });

  it('asks to confirm with the amount in capitals, then sends the bid once with a client id', async () => {
    const sent = serveApi(ready);
    renderPanel();
    await waitFor(() => expect(amountInput()).toHaveValue('1300.00'));
    await userEvent.click(bidButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('¥1,300.00')).toBeInTheDocument();
    expect(within(dialog).getByText('大写：壹仟叁佰元整')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认出价' }));
    await waitFor(() => expect(sent.filter((call) => call.url.endsWith('/bid/add'))).toHaveLength(1));
    const bid = sent.find((call) => call.url.endsWith('/bid/add'))!.body as Record<string, unknown>;
    expect(bid).toMatchObject({ lotId: 1, amountFen: 130_000 });
    expect(bid.clientBidId).toMatch(/^[\w-]{8,64}$/);
  });

  it.each([
    ['our own timeout', 'no_answer'],
    ['a network failure', 'network_down'],
  ] as const)(
    'retries a bid whose answer was lost to %s with the same client id, so it cannot be placed twice',
    async (_case, lost) => {
      configureApiClient({ timeoutMs: 200 });
      const sent = serveApi(ready, [lost, 'accepted']);
      renderPanel();
      await waitFor(() => expect(amountInput()).toHaveValue('1300.00'));
      const bidOnce = async () => {
        await userEvent.click(bidButton());
        const dialog = await screen.findByRole('dialog');
        await userEvent.click(within(dialog).getByRole('button', { name: '确认出价' }));
      };
      await bidOnce();
      expect(await screen.findByText(/出价结果未确认，以相同金额重新提交不会重复出价/)).toBeInTheDocument();
      await waitFor(() => expect(bidButton()).toBeEnabled());
      await bidOnce();
      expect(await screen.findByText('出价成功，您当前领先')).toBeInTheDocument();
      const ids = sent
        .filter((call) => call.url.endsWith('/bid/add'))
        .map((call) => (call.body as { clientBidId: string }).clientBidId);
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
    },
  );

  it('tells a visitor to sign in first', () => {
    useSessionStore.setState({ token: null });
    serveApi(ready);
    renderPanel();
    expect(screen.getByText('登录后即可出价')).toBeInTheDocument();
  });

  it('names what blocks the bidder and links to the way to fix it', async () => {
    serveApi({
      ...ready,
      canBid: false,
      blockedBy: 'deposit',
      blockedReason: '请先缴纳该标的的保证金（¥100.00），审核通过后即可出价',
    });
    renderPanel();
    expect(
      await screen.findByText('请先缴纳该标的的保证金（¥100.00），审核通过后即可出价'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '缴纳保证金' })).toHaveAttribute(
      'href',
      '/morebid/auction/margin?lotId=1',
    );
  });

  it('follows who leads from the live numbers, asking the server again only when the lot opens or closes', async () => {
    const sent = serveApi({ ...ready, alias: '竞买人A3F2', leading: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const panel = (state: typeof live) => (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/morebid/auction?id=1']}>
          <FeedbackApp>
            <BidPanel lotId={1} live={state} />
          </FeedbackApp>
        </MemoryRouter>
      </QueryClientProvider>
    );
    const infoCalls = () => sent.filter((call) => call.url.includes('/bid/userInfo/')).length;
    const { rerender } = render(panel(live));
    expect(await screen.findByText('您当前领先')).toBeInTheDocument();

    // Someone else's bids arrive over the live channel: the page knows at once, without asking.
    rerender(panel(liveStateFixture({ leaderAlias: '竞买人9C1D', currentPriceFen: 130_000, seq: 5 })));
    expect(await screen.findByText('您已被超越')).toBeInTheDocument();
    rerender(panel(liveStateFixture({ leaderAlias: '竞买人A3F2', currentPriceFen: 140_000, seq: 6 })));
    expect(await screen.findByText('您当前领先')).toBeInTheDocument();
    expect(infoCalls()).toBe(1);

    // The close may change what the bidder can do: that is worth one question.
    rerender(panel(liveStateFixture({ status: 'sold', seq: 7 })));
    await waitFor(() => expect(infoCalls()).toBe(2));
  });
});
