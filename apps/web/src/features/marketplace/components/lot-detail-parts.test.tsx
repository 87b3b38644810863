import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResultBox } from './lot-detail-parts';

const sold = {
  outcome: 'sold' as const,
  finalPriceFen: 1_250_000,
  winnerAlias: '竞买人A3F2',
  chainHead: null,
};
const renderBox = (myAlias: string | null) =>
  render(
    <MemoryRouter>
      <ResultBox result={sold} myAlias={myAlias} />
    </MemoryRouter>,
  );

describe('a closed lot’s result', () => {
  it('congratulates the winner and leads them to the order to pay', () => {
    renderBox('竞买人A3F2');
    expect(screen.getByText('恭喜您中标！成交价 ¥12,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往我的订单付款' })).toHaveAttribute(
      'href',
      '/personalcenter/myOrder',
    );
  });

  it('tells everyone else the price and the winner’s alias only', () => {
    renderBox('竞买人B7C1');
    expect(screen.getByText('已成交：¥12,500.00')).toBeInTheDocument();
    expect(screen.queryByText(/恭喜您中标/)).toBeNull();
  });
});

describe('a sale that did not stand as made', () => {
  it('tells the defaulting winner and everyone else of the default, congratulating nobody', () => {
    render(
      <MemoryRouter>
        <ResultBox result={{ ...sold, afterSale: 'defaulted' }} myAlias="竞买人A3F2" />
      </MemoryRouter>,
    );
    expect(screen.getByText('买受人悔拍（原成交价 ¥12,500.00）')).toBeInTheDocument();
    expect(screen.queryByText(/恭喜您中标/)).not.toBeInTheDocument();
  });

  it('says a runner-up took the lot after the default', () => {
    render(
      <MemoryRouter>
        <ResultBox result={{ ...sold, afterSale: 'runner_up' }} myAlias={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText('已递补成交')).toBeInTheDocument();
  });
});
