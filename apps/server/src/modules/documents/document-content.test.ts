import { describe, expect, it } from 'vitest';
import { commissionStandardOf, documentNoOf, documentsDue } from './document-content';

describe('the content of sale documents', () => {
  it('numbers each document after its order, by kind', () => {
    expect(documentNoOf('tripartite', { orderNo: 'DD20261125222231000010' })).toBe('SF20261125222231000010');
    expect(documentNoOf('bill_of_lading', { orderNo: 'DD20261125222231000010' })).toBe(
      'TH20261125222231000010',
    );
  });

  it('owes the contracts from the close, the bill of lading once paid and the statement once settled', () => {
    const at = new Date();
    expect(documentsDue({ paidAt: null, settledAt: null })).toEqual([
      'confirmation',
      'buyer_contract',
      'seller_contract',
      'tripartite',
    ]);
    expect(documentsDue({ paidAt: at, settledAt: null })).toContain('bill_of_lading');
    expect(documentsDue({ paidAt: at, settledAt: at })).toContain('settlement');
  });

  it('states the commission’s basis and bands as the order kept them', () => {
    const tiers = JSON.stringify([
      { upToFen: 200_000_000, rateBps: 500 },
      { upToFen: 1_000_000_000, rateBps: 300 },
      { upToFen: null, rateBps: 50 },
    ]);
    expect(commissionStandardOf({ commissionBasis: 'platform', commissionTiers: tiers })).toBe(
      '平台阶梯佣金：¥2,000,000.00 及以下 5%；¥10,000,000.00 及以下 3%；以上部分 0.5%',
    );
    expect(
      commissionStandardOf({
        commissionBasis: 'bulletin',
        commissionTiers: JSON.stringify([{ upToFen: null, rateBps: 250 }]),
      }),
    ).toBe('公告固定佣金：2.5%');
    expect(commissionStandardOf({ commissionBasis: null, commissionTiers: null })).toBe(
      '按成交时适用的佣金标准',
    );
  });
});
