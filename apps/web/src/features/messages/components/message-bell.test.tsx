import type { Message } from '@lyp/shared/messages/message.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsOf } from '../../../lib/api-call';
import { FakeSocket } from '../../../lib/fake-socket.fixture';
import { MessageBell } from './message-bell';

const REMINDER: Message = {
  id: 7,
  kind: 'payment_due_2h',
  title: '货款付款期限剩余不足 2 小时',
  body: '订单 DD20261125080000000021（废旧钢材一批）的货款请在 2026-11-28 16:10 前付清。',
  link: '/personalcenter/myOrder/payment?id=21',
  createdAt: '2026-11-28T06:10:00.000Z',
  readAt: null,
};
const CONFIRMED: Message = {
  ...REMINDER,
  id: 6,
  kind: 'deposit_confirmed',
  title: '保证金已确认',
  body: '“废旧钢材一批”的保证金已确认到账并冻结。',
  link: null,
  readAt: '2026-11-27T01:00:00.000Z',
};

let unread = 1;
/** Messages that arrive during a test, newest first. */
let arrivals: Message[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/announcement/unread': () => okBody({ unreadCount: unread, latestId: arrivals[0]?.id ?? REMINDER.id }),
    '/announcement/list': ({ body }) => {
      const all = [...arrivals, REMINDER, CONFIRMED];
      const records = (body as { unread?: boolean }).unread ? all.filter((item) => !item.readAt) : all;
      return okBody({ records, total: records.length, current: 1, size: 50, unreadCount: unread });
    },
    '/announcement/get/7': () => {
      unread = 0;
      return okBody({ ...REMINDER, readAt: '2026-11-28T06:20:00.000Z' });
    },
    '/announcement/get/6': () => okBody(CONFIRMED),
    '/order/my/get/21': () => okBody({ status: orderStatus }),
    '/announcement/readAll': () => {
      unread = 0;
      return okBody({ marked: 1 }, '已全部标为已读');
    },
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  return stub.close();
});
beforeEach(() => {
  arrivals = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  unread = 1;
  orderStatus = '待付款';
  stub.requests.length = 0;
});

// antd renders slowly in jsdom on a busy shared machine.
describe('the message bell', { timeout: 30_000 }, () => {
  it('shows the unread count and opens the inbox, newest first', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/home', <MessageBell />);
    await user.click(await screen.findByRole('button', { name: '消息，1 条未读' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('货款付款期限剩余不足 2 小时')).toBeInTheDocument();
    expect(within(drawer).getByText('保证金已确认')).toBeInTheDocument();
    expect(within(drawer).getByText('未读（1）')).toBeInTheDocument();
  });

  it('reads a message when opened, and marks everything read on request', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/home', <MessageBell />);
    await user.click(await screen.findByRole('button', { name: /^消息/ }));
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByRole('button', { name: '保证金已确认' }));
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/announcement/get/6'))).toBe(true),
    );

    await user.click(within(drawer).getByRole('button', { name: /全部已读/ }));
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/announcement/readAll'))).toBe(true),
    );
    expect(await screen.findByText('已将 1 条消息标为已读')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
  });

  it('signs in on the live channel and pops up each message the moment it arrives, with a way to it', async () => {
    const user = userEvent.setup();
    renderAt('/personalcenter/home', <MessageBell />);
    await screen.findByRole('button', { name: '消息，1 条未读' });
    const socket = FakeSocket.last!;
    socket.open();
    expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'auth' }));

    // One nudge for two messages a sweep wrote together; the older unread reminder stays quiet.
    const at = '2026-11-29T02:00:00.000Z';
    arrivals = [
      {
        ...REMINDER,
        id: 9,
        kind: 'outbid',
        title: '您的出价已被超越',
        link: '/morebid/auction?id=3',
        createdAt: at,
      },
      { ...REMINDER, id: 8, kind: 'lot_ending', title: '标的即将结束竞价', link: null, createdAt: at },
    ];
    unread = 3;
    socket.receive({ type: 'inbox', serverTime: at });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const popups = screen.getAllByRole('alert');
    expect(popups.map((popup) => popup.textContent)).toEqual([
      expect.stringContaining('标的即将结束竞价'),
      expect.stringContaining('您的出价已被超越'),
    ]);
    expect(await screen.findByRole('button', { name: '消息，3 条未读' })).toBeInTheDocument();
    // A second nudge for the same messages pops nothing up again.
    socket.receive({ type: 'inbox', serverTime: at });
    await waitFor(() => expect(stub.sentTo('/announcement/list')).toHaveLength(2));
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await user.click(within(popups[1]!).getByRole('button', { name: '去处理' }));
    await waitFor(() =>
      expect(stub.requests.some((request) => request.path.endsWith('/announcement/get/9'))).toBe(true),
    );
  });

  it('re-reads what a nudge names on the page behind it, without popping anything up', async () => {
    renderAt(
      '/personalcenter/myOrder/payment?id=21',
      <>
        <MessageBell />
        <OrderProbe />
      </>,
    );
    await screen.findByText('订单状态：待付款');
    const socket = FakeSocket.last!;
    socket.open();
    const listsBefore = stub.sentTo('/announcement/list').length;

    orderStatus = '已付款';
    socket.receive({ type: 'inbox', serverTime: '2026-11-29T02:00:00.000Z', topics: ['orders'] });

    expect(await screen.findByText('订单状态：已付款')).toBeInTheDocument();
    expect(stub.sentTo('/announcement/list')).toHaveLength(listsBefore);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

let orderStatus = '待付款';
/** A page's read of an order (the payment page's), as the `orders` topic covers it. */
function OrderProbe() {
  const order = useQuery(queryOptionsOf('myOrderGet', { id: 21 }));
  return order.data ? <p>订单状态：{(order.data as unknown as { status: string }).status}</p> : null;
}
