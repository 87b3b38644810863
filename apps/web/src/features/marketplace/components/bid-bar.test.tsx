import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { liveStateFixture } from '../lib/live-state.fixture';
import { lotDetailFixture } from '../lib/market-data.fixture';
import BidBar from './bid-bar';

const lotWith = (
  live: Parameters<typeof liveStateFixture>[0],
  result: ReturnType<typeof lotDetailFixture>['result'] = null,
) => lotDetailFixture({ live: liveStateFixture(live), result });

const bar = () => screen.getByRole('region', { name: '价格与出价' });

describe('the price-and-bid bar at a phone’s foot', () => {
  it('shows the price now and a button to bid on a running lot', () => {
    render(<BidBar lot={lotWith({})} per="" />);
    expect(bar()).toHaveTextContent('当前价¥1,200.00');
    expect(screen.getByRole('button', { name: /出\s*价/ })).toBeInTheDocument();
  });

  it('shows the starting price, per unit, before the first bid', () => {
    render(<BidBar lot={lotWith({ currentPriceFen: null, status: 'scheduled' })} per="/吨" />);
    expect(bar()).toHaveTextContent('起拍价¥1,000.00/吨');
  });

  it('says 成交价 on a sold lot, with nothing left to bid', () => {
    const sold = {
      outcome: 'sold' as const,
      finalPriceFen: 150_000,
      winnerAlias: '竞买人A3F2',
      chainHead: null,
    };
    render(<BidBar lot={lotWith({ status: 'sold', currentPriceFen: 150_000 }, sold)} per="" />);
    expect(bar()).toHaveTextContent('成交价¥1,500.00');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for a 报价 on a sealed lot', () => {
    render(<BidBar lot={lotWith({ biddingMode: 'sealed', currentPriceFen: null })} per="" />);
    expect(screen.getByRole('button', { name: /报\s*价/ })).toBeInTheDocument();
  });

  it('brings the bid form’s amount to the middle of the screen, focused and selected', async () => {
    render(
      <>
        <div id="lot-bid">
          <input aria-label="出价金额（元）" defaultValue="1300.00" />
        </div>
        <BidBar lot={lotWith({})} per="" />
      </>,
    );
    const field = screen.getByLabelText('出价金额（元）');
    // jsdom lays nothing out, and has no scrollIntoView.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    await userEvent.click(screen.getByRole('button', { name: /出\s*价/ }));
    expect(scrollIntoView.mock.contexts).toEqual([field]);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionEnd).toBe('1300.00'.length);
    expect((field as HTMLInputElement).selectionStart).toBe(0);
  });
});
