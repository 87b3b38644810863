import type { MonthFigures } from '@lyp/shared/dashboard/dashboard.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { okBody, renderAt, startApiStub } from '../../../../test/api-stub';
import { useSessionStore } from '../../../stores/session-store';
import { TrendCards } from './trend-cards';

const months = (amounts: number[]): MonthFigures[] =>
  amounts.map((amountFen, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    orders: amountFen > 0 ? 1 : 0,
    amountFen,
  }));

let income: MonthFigures[] = [];
let spending: MonthFigures[] = [];
let stub: Awaited<ReturnType<typeof startApiStub>>;
beforeAll(async () => {
  stub = await startApiStub({
    '/home/incomeTrend': () => okBody(income),
    '/home/consumeBar': () => okBody(spending),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
});

const holding = (...codes: string[]) =>
  useSessionStore.setState({ button: codes.map((code) => ({ code, name: code })) as never });
const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('工作台’s trend charts', { timeout: 30_000 }, () => {
  it('draws a seller’s income by month with the year’s total', async () => {
    income = months([0, 0, 0, 0, 0, 0, 0, 0, 0, 950_000, 0, 1_900_000]);
    holding(PERMISSIONS.orderManageView.code);
    renderAt('/personalcenter/home', <TrendCards />);
    expect(await screen.findByText('合计 ¥28,500.00 · 2 单')).toBeInTheDocument();
    const chart = await within(card('收入趋势（近 12 个月）')).findByRole('img', {
      name: '近 12 个月收入与订单数',
    });
    // ECharts drew it (as SVG), amounts in yuan against orders.
    await expect.poll(() => chart.querySelector('svg')).not.toBeNull();
    expect(chart.textContent).toMatch(/^元单/);
    expect(screen.queryByText('消费统计（近 12 个月）')).toBeNull();
  });

  it('tells a buyer with no paid order so, instead of an empty chart', async () => {
    spending = months(Array.from({ length: 12 }, () => 0));
    holding(PERMISSIONS.myOrderView.code);
    renderAt('/personalcenter/home', <TrendCards />);
    expect(await screen.findByText('近 12 个月暂无已付款的订单')).toBeInTheDocument();
    expect(screen.getByText('合计 ¥0.00 · 0 单')).toBeInTheDocument();
    expect(stub.requests.map((request) => request.path)).not.toContainEqual(
      expect.stringContaining('incomeTrend'),
    );
  });

  it('shows nothing to a user who neither buys nor sells', () => {
    holding();
    const { container } = renderAt('/personalcenter/home', <TrendCards />);
    expect(container.querySelector('.ant-card')).toBeNull();
  });
});
