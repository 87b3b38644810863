import { describe, expect, it } from 'vitest';
import { lotPageWords } from './price-words';

const sold = { outcome: 'sold' as const, finalPriceFen: 120_000, winnerAlias: '竞买人A3F2', chainHead: null };
const unsold = { outcome: 'unsold' as const, finalPriceFen: null, winnerAlias: null, chainHead: null };

describe('what the lot page calls its price', () => {
  it('calls a running lot’s price 当前价 and its holder 领先', () => {
    expect(lotPageWords({ result: null, live: { currentPriceFen: 120_000 } })).toEqual({
      price: '当前价',
      holder: '领先',
    });
  });

  it('shows the start as 起拍价 before the first bid, unless the price is falling', () => {
    expect(lotPageWords({ result: null, live: { currentPriceFen: null } }).price).toBe('起拍价');
    expect(lotPageWords({ result: null, live: { currentPriceFen: null } }, true).price).toBe('当前价');
  });

  it('calls a sold lot’s price 成交价 and its holder 买受人', () => {
    expect(lotPageWords({ result: sold, live: { currentPriceFen: 120_000 } })).toEqual({
      price: '成交价',
      holder: '买受人',
    });
  });

  it('names no buyer for a sale that did not stand', () => {
    expect(
      lotPageWords({ result: { ...sold, afterSale: 'defaulted' }, live: { currentPriceFen: 1 } }),
    ).toEqual({
      price: '原成交价',
      holder: null,
    });
  });

  it('gives a lot that did not sell its highest bid and no leader', () => {
    expect(lotPageWords({ result: unsold, live: { currentPriceFen: 90_000 } })).toEqual({
      price: '最高出价',
      holder: null,
    });
    expect(lotPageWords({ result: unsold, live: { currentPriceFen: null } }).price).toBe('起拍价');
  });
});
