import type { LotCard } from '@lyp/shared/auction/market.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { catchDownloads } from '../../../../../test/downloads';
import { grantButtons } from '../../../../../test/session';
import { rowOf } from '../../../../../test/table';
import { FakeSocket } from '../../../../lib/fake-socket.fixture';
import { MyAttentionPage } from './my-attention-page';

const HOUR = 3600_000;
const card = (
  id: number,
  title: string,
  overrides: Partial<LotCard> = {},
): LotCard & { remind: boolean } => ({
  id,
  lotNo: `GG20261120001-0${id}`,
  bulletinId: 3,
  bulletinTitle: '废钢处置公告',
  sellerName: '江苏华东再生资源有限公司',
  title,
  category: 'scrap_steel',
  quantity: '10',
  unit: 'ton',
  regionCode: '320206',
  location: '无锡',
  status: 'scheduled',
  startPriceFen: 100_000,
  currentPriceFen: null,
  depositFen: 10_000,
  startsAt: new Date(Date.now() + 5 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
  bidCount: 0,
  viewCount: 3,
  restricted: false,
  coverFileId: null,
  biddingMode: 'ascending',
  priceBasis: 'total',
  remind: true,
  ...overrides,
});

let listed = [
  card(1, '废旧钢材一批'),
  card(2, '废铝型材一批', {
    status: 'bidding',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    currentPriceFen: 130_000,
    bidCount: 4,
  }),
];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/market/follow/list': () => okBody({ records: listed, total: listed.length, current: 1, size: 10 }),
    // Not a spreadsheet: the test checks what was asked for, not the file.
    '/market/follow/export': () => ({ body: 'xlsx' }),
    '/market/subscribe/add': (request) =>
      okBody({ following: true, remind: (request.body as { remind: boolean }).remind }),
    '/market/follow/cancel/1': () => okBody(null, '已取消关注'),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  grantButtons(PERMISSIONS.myAttentionView, PERMISSIONS.myAttentionCancel);
});
afterEach(() => vi.unstubAllGlobals());

const listLoads = () =>
  stub.requests.filter((request) => request.path.endsWith('/market/follow/list')).length;

// antd renders slowly in jsdom on a busy shared machine.
describe('我的关注', { timeout: 30_000 }, () => {
  it('shows each followed lot’s phase and countdown, and its price so far', async () => {
    renderAt('/personalcenter/myAttention', <MyAttentionPage />);
    const upcoming = await rowOf('废旧钢材一批');
    expect(within(upcoming).getByText('即将开始')).toBeInTheDocument();
    expect(within(upcoming).getByText(/距开始/)).toBeInTheDocument();
    const bidding = await rowOf('废铝型材一批');
    expect(within(bidding).getByText('竞价中')).toBeInTheDocument();
    expect(within(bidding).getByText('¥1,300.00')).toBeInTheDocument();
  });

  it('turns a lot’s reminder off, and unfollows after asking', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/myAttention', <MyAttentionPage />);
    await user.click(
      within(await rowOf('废旧钢材一批')).getByRole('switch', { name: '开拍提醒：废旧钢材一批' }),
    );
    await waitFor(() => expect(stub.sentTo('/market/subscribe/add')).toEqual([{ lotId: 1, remind: false }]));
    // The list reloads with the change, and the table is busy (not clickable) until it has: wait
    // for the reload's request, then for the table to settle.
    await waitFor(() => expect(listLoads()).toBe(2));
    const cancel = () =>
      within(screen.getByText('废旧钢材一批').closest('tr')!).getByRole('button', { name: '取消关注' });
    await waitFor(() => expect(getComputedStyle(cancel()).pointerEvents).not.toBe('none'));

    await user.click(cancel());
    const [question] = await screen.findAllByText('确定不再关注“废旧钢材一批”吗？');
    listed = listed.filter((lot) => lot.id !== 1);
    await user.click(
      within(question!.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }),
    );
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/market/follow/cancel/1'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('废旧钢材一批')).toBeNull());
  });

  it('reloads the list when a followed lot changes live', async () => {
    renderAt('/personalcenter/myAttention', <MyAttentionPage />);
    await rowOf('废铝型材一批');
    const before = stub.requests.filter((request) => request.path.endsWith('/market/follow/list')).length;
    act(() => {
      FakeSocket.last!.open();
      FakeSocket.last!.receive({
        type: 'lot_extended',
        lotId: 2,
        seq: 9,
        serverTime: new Date().toISOString(),
        endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
        extensionCount: 1,
      });
    });
    await waitFor(
      () =>
        expect(stub.requests.filter((request) => request.path.endsWith('/market/follow/list')).length).toBe(
          before + 1,
        ),
      { timeout: 5000 },
    );
  });

  it('exports every lot of the list to whoever may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.myAttentionView, PERMISSIONS.myAttentionExport);
    renderAt('/personalcenter/myAttention', <MyAttentionPage />);
    // An earlier test unfollowed the first lot.
    await rowOf('废铝型材一批');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/market/follow/export')).toEqual([{}]));
  });
});
