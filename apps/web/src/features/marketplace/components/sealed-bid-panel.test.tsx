import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import type { MySealedBids, SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackApp } from '../../../../test/feedback-app';
import { useSessionStore } from '../../../stores/session-store';
import { liveStateFixture } from '../lib/live-state.fixture';
import { BidPanel } from './bid-panel';

// A running sealed-bid lot shows no price and no leader: only how many bids there are.
const live = liveStateFixture({
  biddingMode: 'sealed',
  currentPriceFen: null,
  leaderAlias: null,
  bidCount: 2,
});
const info: BidderInfo = {
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
const receipt: SealedReceipt = {
  lotId: 1,
  alias: '竞买人A3F2',
  amountFen: 150_000,
  submittedAt: '2026-11-22T08:31:00.000Z',
  commitment: 'c'.repeat(64),
};

/** The API as the panel sees it: the bidder's standing, their receipts, and what the seal sends. */
function serveApi() {
  const mine: MySealedBids = { lotId: 1, bidCount: 2, receipts: [] };
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      let data: unknown = info;
      let msg = '操作成功';
      if (url.endsWith('/bid/sealed')) {
        sent.push(JSON.parse(init!.body as string));
        mine.receipts = [receipt];
        mine.bidCount = 3;
        data = receipt;
        msg = '报价已提交，请保存回执';
      } else if (url.includes('/bid/sealed/mine/')) {
        data = mine;
      }
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg, data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return sent;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/morebid/auction?id=1']}>
        <FeedbackApp>
          <BidPanel lotId={1} live={live} />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('<BidPanel> on a sealed-bid lot', () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1' }));
  afterEach(() => {
    useSessionStore.setState({ token: null });
    vi.unstubAllGlobals();
  });

  it('explains 一次报价, shows the number of bids and no open-bid forms', async () => {
    serveApi();
    renderPanel();
    expect(await screen.findByText('一次报价 · 已有 2 次报价')).toBeInTheDocument();
    expect(await screen.findByLabelText('报价金额（元）')).toBeInTheDocument();
    expect(screen.queryByLabelText('出价金额（元）')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '设置最高价' })).not.toBeInTheDocument();
  });

  it('refuses less than the starting price before sending anything', async () => {
    const sent = serveApi();
    renderPanel();
    await userEvent.type(await screen.findByLabelText('报价金额（元）'), '900');
    expect(await screen.findByText('报价须不低于起拍价 ¥1,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交报价' })).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('asks to confirm, seals the amount once with a client id, and shows the receipt to keep', async () => {
    const sent = serveApi();
    renderPanel();
    await userEvent.type(await screen.findByLabelText('报价金额（元）'), '1500');
    await userEvent.click(screen.getByRole('button', { name: '提交报价' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('壹仟伍佰元整');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认报价' }));
    expect(await screen.findByText('您当前的报价：¥1,500.00（仅您本人可见）')).toBeInTheDocument();
    expect(screen.getByText(receipt.commitment)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制回执' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ lotId: 1, amountFen: 150_000 });
    expect((sent[0] as { clientBidId: string }).clientBidId).toMatch(/^[\w-]{8,64}$/);
    // The next submission can only raise it.
    expect(screen.getByRole('button', { name: '提高报价' })).toBeInTheDocument();
  });
});
