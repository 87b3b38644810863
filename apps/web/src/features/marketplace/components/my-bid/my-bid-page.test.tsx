import type { MyBidLot } from '@lyp/shared/auction/bid.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../../test/api-stub';
import { catchDownloads } from '../../../../../test/downloads';
import { grantButtons } from '../../../../../test/session';
import { rowOf } from '../../../../../test/table';
import { FakeSocket } from '../../../../lib/fake-socket.fixture';
import { MyBidPage } from './my-bid-page';

const HOUR = 3600_000;
const lot = (lotId: number, title: string, overrides: Partial<MyBidLot>): MyBidLot => ({
  lotId,
  lotNo: `GG20261120001-0${lotId}`,
  title,
  status: 'bidding',
  biddingMode: 'ascending',
  priceBasis: 'total',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + HOUR).toISOString(),
  currentPriceFen: 120_000,
  bidCount: 3,
  alias: '竞买人A3F2',
  myHighestFen: 110_000,
  myMaxFen: null,
  standing: 'outbid',
  ...overrides,
});

let listed: MyBidLot[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/bid/my/list': () => okBody({ records: listed, total: listed.length, current: 1, size: 10 }),
    // Not a spreadsheet: the test checks what was asked for, not the file.
    '/bid/my/export': () => ({ body: 'xlsx' }),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  listed = [
    lot(1, '废旧钢材一批', {}),
    lot(2, '废铝型材一批', { standing: 'leading', myHighestFen: 120_000, myMaxFen: 150_000 }),
    lot(3, '二手叉车两台', {
      status: 'sold',
      endsAt: new Date(Date.now() - HOUR).toISOString(),
      standing: 'won',
    }),
  ];
  vi.stubGlobal('WebSocket', FakeSocket);
  grantButtons(PERMISSIONS.myBidView, PERMISSIONS.bidPlace, PERMISSIONS.myOrderView);
});
afterEach(() => vi.unstubAllGlobals());

// antd renders slowly in jsdom on a busy shared machine.
describe('我的竞价', { timeout: 30_000 }, () => {
  it('shows where the bidder stands on each lot, with the way back to bid or to the order', async () => {
    renderAt('/personalcenter/mybid', <MyBidPage />);
    const outbid = await rowOf('废旧钢材一批');
    expect(within(outbid).getByText('已被超越')).toBeInTheDocument();
    expect(within(outbid).getByRole('button', { name: '继续出价' })).toBeInTheDocument();
    const leading = await rowOf('废铝型材一批');
    expect(within(leading).getByText('领先')).toBeInTheDocument();
    expect(within(leading).getByText('¥1,500.00')).toBeInTheDocument();
    const won = await rowOf('二手叉车两台');
    expect(within(won).getByText('已竞得')).toBeInTheDocument();
    expect(within(won).getByRole('button', { name: '查看订单' })).toBeInTheDocument();
    expect(within(won).queryByRole('button', { name: '继续出价' })).toBeNull();
  });

  it('turns 领先 into 已被超越 when another bidder outbids, without a reload', async () => {
    renderAt('/personalcenter/mybid', <MyBidPage />);
    expect(within(await rowOf('废铝型材一批')).getByText('领先')).toBeInTheDocument();
    listed = listed.map((row) =>
      row.lotId === 2 ? { ...row, standing: 'outbid', currentPriceFen: 160_000 } : row,
    );
    act(() => {
      FakeSocket.last!.open();
      FakeSocket.last!.receive({
        type: 'bid_placed',
        lotId: 2,
        seq: 12,
        serverTime: new Date().toISOString(),
        bid: { amountFen: 160_000, alias: '竞买人B7C1', kind: 'manual', at: new Date().toISOString() },
        currentPriceFen: 160_000,
        nextMinimumFen: 170_000,
        leaderAlias: '竞买人B7C1',
        bidCount: 4,
        bidderCount: 2,
        endsAt: new Date(Date.now() + HOUR).toISOString(),
        reserveMet: null,
      });
    });
    await waitFor(
      () =>
        expect(
          within(screen.getByText('废铝型材一批').closest('tr')!).getByText('已被超越'),
        ).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
  });

  it('exports every lot of the list to whoever may export', async () => {
    const user = userEvent.setup();
    catchDownloads();
    grantButtons(PERMISSIONS.myBidView, PERMISSIONS.myBidExport);
    renderAt('/personalcenter/mybid', <MyBidPage />);
    await rowOf('废旧钢材一批');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(stub.sentTo('/bid/my/export')).toEqual([{}]));
  });
});
