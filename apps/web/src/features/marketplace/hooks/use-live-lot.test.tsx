import type { LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { LotCard, LotDetail } from '@lyp/shared/auction/market.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../../lib/api-call';
import { lotDetailQuery, lotSearchQuery } from '../api/market-queries';
import { FakeSocket } from '../../../lib/fake-socket.fixture';
import { liveStateFixture } from '../lib/live-state.fixture';
import { useLiveLot } from './use-live-lot';

const LOT_ID = 7;
const serverTime = '2026-11-22T08:30:00.000Z';

function lotFixture(live: LotLiveState, overrides: Partial<LotDetail> = {}): LotDetail {
  const card: LotCard = {
    id: live.lotId,
    lotNo: 'L-7',
    bulletinId: 3,
    bulletinTitle: '废旧钢材处置公告',
    sellerName: '某钢铁公司',
    title: '废旧钢材一批',
    category: 'steel',
    quantity: '10',
    unit: '吨',
    regionCode: '310000',
    location: '上海',
    status: live.status,
    startPriceFen: live.startPriceFen,
    currentPriceFen: live.currentPriceFen,
    depositFen: 50_000,
    startsAt: live.startsAt,
    endsAt: live.endsAt,
    bidCount: live.bidCount,
    viewCount: 12,
    restricted: false,
    coverFileId: null,
    biddingMode: 'ascending',
    priceBasis: 'total',
  };
  return {
    ...card,
    description: '',
    incrementFen: live.incrementFen,
    minBidders: 1,
    paymentHours: 72,
    pickupDays: 15,
    storageFeeFen: null,
    taxIncluded: true,
    vatRatePercent: 13,
    biddingMode: 'ascending',
    hasReserve: false,
    priorityHolderCount: 0,
    requiredQualifications: [],
    images: [],
    attachments: [],
    viewings: [],
    live,
    extension: null,
    recentBids: [],
    lineage: { round: 1, previous: null, next: null },
    result: null,
    ...overrides,
  };
}

const bidPlaced = (seq: number, amountFen: number): LotEvent => ({
  type: 'bid_placed',
  lotId: LOT_ID,
  seq,
  serverTime,
  bid: { amountFen, alias: '竞买人B7C1', kind: 'manual', at: serverTime, priority: false },
  currentPriceFen: amountFen,
  nextMinimumFen: amountFen + 10_000,
  leaderAlias: '竞买人B7C1',
  leaderPriorityRank: null,
  bidCount: seq,
  bidderCount: 3,
  endsAt: '2026-11-22T09:00:00.000Z',
  reserveMet: null,
});

/** The API as the hook sees it: the lot, its live state and bids, and which paths were asked. */
function serveApi(answers: { lot: () => LotDetail; live?: () => LotLiveState; bids?: () => PublicBid[] }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = url.replace(/^.*\/lyp\/api/, '');
      asked.push(path);
      const data =
        path === `/market/lots/${LOT_ID}`
          ? answers.lot()
          : path === `/bid/state/${LOT_ID}`
            ? answers.live?.()
            : path === '/bid/list'
              ? { records: answers.bids?.() ?? [], total: 0, current: 1, size: 50 }
              : null;
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, msg: '操作成功', data }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return asked;
}

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ lotId }) => useLiveLot(lotId), { wrapper, initialProps: { lotId: LOT_ID } });
  /** Another component on the page reading the same lot, knowing nothing of the live channel. */
  const reader = renderHook(() => useQuery(lotDetailQuery(LOT_ID)), { wrapper });
  return { client, hook, reader, socket: FakeSocket.last! };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a lot’s live numbers', () => {
  it('are written into the lot’s query, so every component reading the lot shows the live bid', async () => {
    serveApi({ lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })) });
    const { client, hook, reader, socket } = setUp();
    await waitFor(() => expect(reader.result.current.data).toBeDefined());
    // A list on the same page showed the lot's card before the bid.
    const search = lotSearchQuery({ status: 'bidding' });
    client.setQueryData(search.queryKey, {
      records: [lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 }))],
      total: 1,
      current: 1,
      size: 10,
      serverTime,
    });

    act(() => {
      socket.open();
      socket.receive(bidPlaced(5, 130_000));
    });

    await waitFor(() => expect(reader.result.current.data?.live.seq).toBe(5));
    const lot = reader.result.current.data!;
    expect(lot.live).toMatchObject({
      seq: 5,
      currentPriceFen: 130_000,
      leaderAlias: '竞买人B7C1',
      leaderPriorityRank: null,
      bidCount: 5,
    });
    expect(lot.recentBids[0]).toMatchObject({ seq: 5, amountFen: 130_000, alias: '竞买人B7C1' });
    expect(lot).toMatchObject({ currentPriceFen: 130_000, bidCount: 5 });
    expect(hook.result.current.lot).toBe(lot);
    expect(hook.result.current.connected).toBe(true);
    expect(client.getQueryData(search.queryKey)?.records[0]).toMatchObject({
      currentPriceFen: 130_000,
      bidCount: 5,
    });
  });

  it('are reloaded over HTTP into the same query after a gap in the events', async () => {
    const asked = serveApi({
      lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })),
      live: () => liveStateFixture({ lotId: LOT_ID, seq: 9, currentPriceFen: 160_000, bidCount: 9 }),
      bids: () => [
        { seq: 9, amountFen: 160_000, alias: '竞买人C9D0', kind: 'proxy', at: serverTime, priority: false },
      ],
    });
    const { reader, socket } = setUp();
    await waitFor(() => expect(reader.result.current.data).toBeDefined());

    act(() => {
      socket.open();
      socket.receive(bidPlaced(7, 150_000));
    });

    await waitFor(() => expect(reader.result.current.data?.live.seq).toBe(9));
    expect(asked).toContain(`/bid/state/${LOT_ID}`);
    expect(asked).toContain('/bid/list');
    expect(reader.result.current.data).toMatchObject({
      currentPriceFen: 160_000,
      live: { currentPriceFen: 160_000 },
      recentBids: [{ seq: 9, alias: '竞买人C9D0' }],
    });
  });

  it('are kept when a reload of the lot answers older numbers than the events already shown', async () => {
    let title = '废旧钢材一批';
    serveApi({ lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 }), { title }) });
    const { client, reader, socket } = setUp();
    await waitFor(() => expect(reader.result.current.data).toBeDefined());
    act(() => {
      socket.open();
      socket.receive(bidPlaced(5, 130_000));
    });
    // The event is shown before the reload is asked for: on a busy machine it may not be yet.
    await waitFor(() => expect(reader.result.current.data?.live.seq).toBe(5));

    title = '废旧钢材一批（已更正）';
    await act(() => client.refetchQueries({ queryKey: queryKeyOf('lotDetail', { lotId: LOT_ID }) }));

    await waitFor(() => expect(reader.result.current.data?.title).toBe('废旧钢材一批（已更正）'));
    expect(reader.result.current.data).toMatchObject({ live: { seq: 5, currentPriceFen: 130_000 } });
  });

  it('stop with the platform’s reason when the bulletin is taken down during bidding', async () => {
    serveApi({ lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })) });
    const { hook, socket } = setUp();
    await waitFor(() => expect(hook.result.current.lot).toBeDefined());
    expect(hook.result.current.revokedReason).toBeUndefined();

    act(() => {
      socket.open();
      socket.receive({ type: 'lot_revoked', lotId: LOT_ID, seq: 5, serverTime, reason: '标的权属存在争议' });
    });

    await waitFor(() => expect(hook.result.current.revokedReason).toBe('标的权属存在争议'));
  });

  it('are reloaded over HTTP when a bid’s answer names an event the live channel never brings', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const asked = serveApi({
      lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })),
      live: () => liveStateFixture({ lotId: LOT_ID, seq: 6, currentPriceFen: 140_000, bidCount: 6 }),
    });
    const { hook, reader, socket } = setUp();
    await vi.waitFor(() => expect(reader.result.current.data).toBeDefined());
    act(() => {
      socket.open();
      socket.receive(bidPlaced(5, 130_000));
    });
    await vi.waitFor(() => expect(reader.result.current.data?.live.seq).toBe(5));

    // The answer says the bid led to event 6 (a maximum answering it); its event is lost.
    act(() => hook.result.current.heardOfSeq(6));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(asked).not.toContain(`/bid/state/${LOT_ID}`);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(asked).toContain(`/bid/state/${LOT_ID}`);
    await vi.waitFor(() => expect(reader.result.current.data?.live.currentPriceFen).toBe(140_000));
  });

  it('are not reloaded when the event a bid’s answer names arrives in time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const asked = serveApi({ lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })) });
    const { hook, reader, socket } = setUp();
    await vi.waitFor(() => expect(reader.result.current.data).toBeDefined());
    act(() => socket.open());

    act(() => hook.result.current.heardOfSeq(5));
    act(() => socket.receive(bidPlaced(5, 130_000)));
    await vi.waitFor(() => expect(reader.result.current.data?.live.seq).toBe(5));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });

    expect(asked).not.toContain(`/bid/state/${LOT_ID}`);
  });

  it('forget what was heard of one lot when the page moves on to another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const NEXT_LOT = LOT_ID + 1;
    const asked = serveApi({ lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })) });
    const { client, hook, reader, socket } = setUp();
    await vi.waitFor(() => expect(reader.result.current.data).toBeDefined());
    act(() => socket.open());
    client.setQueryData(
      lotDetailQuery(NEXT_LOT).queryKey,
      lotFixture(liveStateFixture({ lotId: NEXT_LOT, seq: 2 })),
    );

    // Lot 7's answer named event 9; the page then follows a link to lot 8, at event 2.
    act(() => hook.result.current.heardOfSeq(9));
    hook.rerender({ lotId: NEXT_LOT });
    // Its only lot gone, the tab's channel closed; it opens again for the next one.
    act(() => FakeSocket.last!.open());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });

    expect(asked).not.toContain(`/bid/state/${NEXT_LOT}`);
  });

  it('are polled over HTTP every 5 seconds while the live channel is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const asked = serveApi({
      lot: () => lotFixture(liveStateFixture({ lotId: LOT_ID, seq: 4 })),
      live: () => liveStateFixture({ lotId: LOT_ID, seq: 4 }),
    });
    const { reader } = setUp();
    // Testing Library's waitFor would poll on the faked interval: vitest's keeps real timers.
    await vi.waitFor(() => expect(reader.result.current.data).toBeDefined());

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(asked).not.toContain(`/bid/state/${LOT_ID}`);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(asked).toContain(`/bid/state/${LOT_ID}`);
  });
});
