import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { lotDetailFixture } from '../lib/market-data.fixture';
import { liveStateFixture } from '../lib/live-state.fixture';
import { LotDetailView, type LotLiveParts } from './lot-detail-view';
import { FeedbackApp } from '../../../../test/feedback-app';

const live: LotLiveParts = { connected: true, bidPanel: <p>出价面板</p>, follow: <p>关注</p> };
const bids = [
  {
    seq: 5,
    amountFen: 120_000,
    alias: '竞买人A3F2',
    kind: 'manual' as const,
    at: '2026-11-22T08:40:00.000Z',
    priority: false,
  },
];

function lotIn(state: 'bidding' | 'sold' | 'unsold', overrides: Partial<LotDetail> = {}): LotDetail {
  const closed = state !== 'bidding';
  return lotDetailFixture({
    status: state,
    live: liveStateFixture({ status: state }),
    recentBids: bids,
    result:
      state === 'sold'
        ? { outcome: 'sold', finalPriceFen: 120_000, winnerAlias: '竞买人A3F2', chainHead: null }
        : closed
          ? { outcome: 'unsold', finalPriceFen: null, winnerAlias: null, chainHead: null }
          : null,
    ...overrides,
  });
}

function renderLot(lot: LotDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeedbackApp>
          <LotDetailView lot={lot} viewCount={12} bulletinLink={<span>公告</span>} live={live} />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const priceBox = () => within(document.querySelector<HTMLElement>('.lyp-price-box__current')!);

describe('the lot page’s words in each state', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 0, msg: 'ok', data: null }), {
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls a sold lot’s price 成交价 and names its 买受人, with nothing live about it', () => {
    renderLot(lotIn('sold'));
    expect(priceBox().getByText('成交价')).toBeInTheDocument();
    expect(priceBox().getByText('买受人：竞买人A3F2')).toBeInTheDocument();
    expect(screen.queryByText('当前价')).toBeNull();
    expect(screen.queryByText(/领先/)).toBeNull();
    expect(screen.queryByText(/实时/)).toBeNull();
    expect(
      within(document.querySelector<HTMLElement>('.lyp-bid-record')!).getByText('买受人'),
    ).toBeInTheDocument();
  });

  it('gives a lot that did not sell its highest bid and no leader', () => {
    renderLot(lotIn('unsold'));
    expect(priceBox().getByText('最高出价')).toBeInTheDocument();
    expect(screen.queryByText(/领先|买受人：/)).toBeNull();
    expect(screen.queryByText(/实时/)).toBeNull();
  });

  it('shows a running lot’s leader, that it is live, how often it was extended and its 延时规则', () => {
    renderLot(
      lotIn('bidding', {
        live: liveStateFixture({ extensionCount: 2 }),
        extension: { extensionMinutes: 5, maxExtensions: 10, hardEndAt: null },
      }),
    );
    expect(priceBox().getByText('当前价')).toBeInTheDocument();
    expect(priceBox().getByText('领先：竞买人A3F2')).toBeInTheDocument();
    expect(screen.getByText(/实时更新中/)).toBeInTheDocument();
    expect(screen.getByText('已延时 2 次')).toBeInTheDocument();
    expect(screen.getByTestId('extension-rule')).toHaveTextContent(
      '结束前 5 分钟内有出价，结束时间顺延 5 分钟（最多延时 10 次）',
    );
  });

  it('states no 延时规则 for a lot that never extends', () => {
    renderLot(lotIn('bidding', { extension: null }));
    expect(screen.queryByTestId('extension-rule')).toBeNull();
  });
});
