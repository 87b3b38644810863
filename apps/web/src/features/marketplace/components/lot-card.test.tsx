import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lotDetailFixture } from '../lib/market-data.fixture';
import { LotCard } from './lot-card';

const card = (overrides: Parameters<typeof lotDetailFixture>[0]) =>
  render(
    <MemoryRouter>
      <LotCard lot={lotDetailFixture(overrides)} />
    </MemoryRouter>,
  );

describe('a lot’s card in a list', () => {
  it('calls a sold lot’s price 成交价', () => {
    card({ status: 'sold', currentPriceFen: 5_000_000 });
    expect(screen.getByText('成交价')).toBeInTheDocument();
  });

  it('calls the highest bid on a lot that did not sell 最高出价', () => {
    card({ status: 'unsold', currentPriceFen: 4_600_000 });
    expect(screen.getByText('最高出价')).toBeInTheDocument();
  });

  it('calls a running lot’s price 当前价', () => {
    card({ status: 'bidding', currentPriceFen: 4_600_000 });
    expect(screen.getByText('当前价')).toBeInTheDocument();
  });

  it('shows the start as 起拍价 before the first bid', () => {
    card({ status: 'scheduled', currentPriceFen: null });
    expect(screen.getByText('起拍价')).toBeInTheDocument();
  });
});
