import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackApp } from '../../../test/feedback-app';
import { setViewportWidth } from '../../../test/viewport';
import { useSessionStore } from '../../stores/session-store';
import { CardList, type CardListProps } from './card-list';
import { ListPage } from './list-page';

interface Order {
  id: number;
  lotTitle: string;
  amountFen: number;
  status: 'awaiting_payment' | 'paid';
  payment: { deadline: string };
}

const ORDERS: Order[] = [
  {
    id: 1,
    lotTitle: '废旧钢材一批',
    amountFen: 1_150_000,
    status: 'awaiting_payment',
    payment: { deadline: '12-01 18:00' },
  },
  {
    id: 2,
    lotTitle: '废铝型材一批',
    amountFen: 86_000,
    status: 'paid',
    payment: { deadline: '11-28 09:00' },
  },
];

const COLUMNS: TableColumnsType<Order> = [
  { title: '标的', dataIndex: 'lotTitle' },
  { title: '应付货款', dataIndex: 'amountFen', render: (fen: number) => `¥${(fen / 100).toFixed(2)}` },
  {
    title: '状态',
    key: 'status',
    render: (_value, order) => (order.status === 'paid' ? '已付款' : '待付款'),
  },
  { title: '付款期限', dataIndex: ['payment', 'deadline'] },
];

const PAGE = { current: 1, pageSize: 10, total: 2, onChange: () => {} };

function renderCards(props: Partial<CardListProps<Order>> = {}) {
  return render(
    <CardList<Order>
      rows={ORDERS}
      columns={COLUMNS}
      layout={{ heading: 'lotTitle' }}
      rowKey="id"
      loading={false}
      emptyText="还没有成交的订单"
      pagination={PAGE}
      {...props}
    />,
  );
}

/** The card showing `text`, and what it shows against `label`. */
const cardOf = (text: string) => screen.getByText(text).closest('li')!;
const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('<CardList>', () => {
  afterEach(() => useSessionStore.setState({ button: [] }));

  it('heads each card with the lot and shows every other column as its label and value', () => {
    renderCards();
    const cards = screen.getByText('废旧钢材一批').closest('ul')!;
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    const card = cardOf('废旧钢材一批');
    expect(card.querySelector('.lyp-card-list__heading')).toHaveTextContent('废旧钢材一批');
    expect(valueOf(card, '应付货款')).toBe('¥11500.00');
    expect(valueOf(card, '状态')).toBe('待付款');
    // A nested dataIndex reads the nested value.
    expect(valueOf(card, '付款期限')).toBe('12-01 18:00');
    // The heading is not repeated as a field.
    expect(within(card).queryByText('标的', { selector: 'dt' })).toBeNull();
    expect(valueOf(cardOf('废铝型材一批'), '状态')).toBe('已付款');
  });

  it('puts each row’s actions at the foot of its own card', async () => {
    const pay = vi.fn();
    renderCards({ actions: (order) => <button onClick={() => void pay(order.id)}>去付款</button> });
    await userEvent.click(within(cardOf('废铝型材一批')).getByRole('button', { name: '去付款' }));
    expect(pay).toHaveBeenCalledWith(2);
  });

  it('says what an empty list says, with no cards and no pages', () => {
    renderCards({ rows: [], pagination: { ...PAGE, total: 0 } });
    expect(screen.getByText('还没有成交的订单')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByText('共 0 条')).toBeNull();
  });

  it('shows the list as busy while it loads', () => {
    const { container } = renderCards({ loading: true });
    expect(container.querySelector('.ant-spin-spinning')).not.toBeNull();
  });
});

function renderListPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FeedbackApp>
          <ListPage<Order>
            title="我的订单"
            query={() => ({
              queryKey: ['orders'],
              queryFn: () => Promise.resolve({ records: ORDERS, total: 2, current: 1, size: 10 }),
            })}
            rowKey="id"
            columns={COLUMNS}
            cards={{ heading: 'lotTitle' }}
            rowActions={[
              { key: 'view', label: '查看', onClick: () => {} },
              { key: 'pay', label: '去付款', code: 'order_pay', onClick: () => {} },
            ]}
          />
        </FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a list page with a card layout', () => {
  afterEach(() => useSessionStore.setState({ button: [] }));

  it('shows cards on a phone, with the actions the user holds as full buttons', async () => {
    setViewportWidth(390);
    renderListPage();
    const card = (await screen.findByText('废旧钢材一批')).closest('li')!;
    expect(screen.queryByRole('table')).toBeNull();
    const view = within(card).getByRole('button', { name: /查\s*看/ });
    expect(view).not.toHaveClass('ant-btn-link');
    // 去付款 needs a button code this user does not hold.
    expect(within(card).queryByRole('button', { name: '去付款' })).toBeNull();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('keeps its table on a desktop', async () => {
    renderListPage();
    const row = (await screen.findByText('废旧钢材一批')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /查\s*看/ })).toHaveClass('ant-btn-link');
    expect(screen.getByRole('columnheader', { name: '付款期限' })).toBeInTheDocument();
  });
});
