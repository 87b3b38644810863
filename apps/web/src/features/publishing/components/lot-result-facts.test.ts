import { describe, expect, it } from 'vitest';
import { type LotProgress, resultFacts } from './lot-result-facts';

const lot: LotProgress = {
  status: 'bidding',
  biddingMode: 'ascending',
  priceBasis: 'total',
  currentPriceFen: 120_000,
  reservePriceFen: null,
  bidCount: 3,
  extensionCount: 0,
  endsAt: '2030-12-01T03:00:00.000Z',
};
const texts = (overrides: Partial<LotProgress>) =>
  resultFacts({ ...lot, ...overrides }, '吨').map((fact) => `${fact.label}：${fact.children}`);

describe('the lot result the seller and auditor read', () => {
  it('says nothing before bidding starts', () => {
    expect(texts({ status: 'scheduled', currentPriceFen: null, bidCount: 0 })).toEqual([]);
  });

  it('gives the current price and the number of bids while bidding', () => {
    expect(texts({})).toEqual(['竞价结果：竞价中，当前价 ¥1,200.00，出价 3 次']);
  });

  it('keeps a sealed lot’s bids closed until the reveal', () => {
    expect(texts({ biddingMode: 'sealed' })).toEqual(['竞价结果：密封竞价中，开标前不显示出价']);
  });

  it('calls the price of a sold lot 成交价, per ton on a 单价 lot', () => {
    expect(texts({ status: 'sold', priceBasis: 'unit' })).toEqual([
      '竞价结果：已成交，成交价 ¥1,200.00/吨，出价 3 次',
    ]);
  });

  it('says why a lot was 流拍', () => {
    expect(texts({ status: 'unsold', currentPriceFen: null, bidCount: 0 })).toEqual([
      '竞价结果：流拍（无人出价）',
    ]);
    expect(texts({ status: 'unsold', reservePriceFen: 150_000 })).toEqual([
      '竞价结果：流拍（最高出价 ¥1,200.00，未达保留价），出价 3 次',
    ]);
  });

  it('counts the extensions and names the end they moved it to, in Beijing time', () => {
    expect(texts({ extensionCount: 2 })).toContain('延时情况：已延时 2 次，现结束时间 2030-12-01 11:00');
    expect(texts({ status: 'sold', extensionCount: 1 })).toContain(
      '延时情况：已延时 1 次，实际结束时间 2030-12-01 11:00',
    );
  });
});
