import type { OrderPickup } from '@lyp/shared/auction/order.schemas';
import { addDays } from '@lyp/shared/auction/pickup-deadline';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { orderFixture } from '../lib/order.fixture';
import { PickupDeadlineTag, PickupSection } from '../../../components/orders';

let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({ '/admin/sysDict/getDictListByParam': () => okBody({}) });
});
afterAll(() => stub.close());

/** A paid order whose pickup deadline lies `days` from today in Beijing (negative: past). */
function paidOrder(days: number, pickup: Partial<OrderPickup> = {}) {
  const order = orderFixture(7, 'paid', '废钢边角料 约 40 吨');
  return {
    ...order,
    pickup: {
      ...order.pickup,
      pickupDays: 7,
      storageFeeFen: 5_000,
      dueOn: addDays(chinaDate(new Date()), days),
      ...pickup,
    },
  };
}

describe('the pickup deadline on an order', { timeout: 30_000 }, () => {
  it('counts down the days left, with the rule the lot set', () => {
    const order = paidOrder(5);
    renderAt('/', <PickupSection order={order} />);
    expect(screen.getByText('付款确认后 7 天内；逾期每天收取仓储费 ¥50.00')).toBeInTheDocument();
    expect(screen.getByText(`${order.pickup.dueOn}（剩 5 天）`)).toBeInTheDocument();
  });

  it('says how long it is overdue, what storage that has cost, and what the seller recorded', () => {
    const order = paidOrder(-3, {
      overdueNote: '已电话催告，买受人约定下周一提货',
      overdueNotedAt: '2026-12-20T02:00:00.000Z',
    });
    renderAt('/', <PickupSection order={order} />);
    expect(screen.getByText(`${order.pickup.dueOn}（已逾期 3 天，仓储费 ¥150.00）`)).toBeInTheDocument();
    expect(screen.getByText('已电话催告，买受人约定下周一提货（2026-12-20 10:00:00）')).toBeInTheDocument();
  });

  it('tags a paid order in the lists: days left, the last day, or overdue', () => {
    renderAt(
      '/',
      <>
        <PickupDeadlineTag order={paidOrder(5)} />
        <PickupDeadlineTag order={paidOrder(0)} />
        <PickupDeadlineTag order={paidOrder(-2)} />
        <PickupDeadlineTag order={{ ...paidOrder(-2), status: 'completed' }} />
      </>,
    );
    expect(screen.getByText('剩 5 天提货')).toBeInTheDocument();
    expect(screen.getByText('今日提货截止')).toBeInTheDocument();
    // Only the paid one: a completed order's goods are gone.
    expect(screen.getAllByText('逾期未提 2 天')).toHaveLength(1);
  });
});
