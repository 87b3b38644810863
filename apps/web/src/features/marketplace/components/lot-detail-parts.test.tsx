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
