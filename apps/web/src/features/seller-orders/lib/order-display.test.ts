import type { Order } from '@lyp/shared/auction/order.schemas';
import { describe, expect, it } from 'vitest';
import { buyerOf, commissionRule } from './order-display';

describe('how an order names its buyer', () => {
  it('names the company and the person who bought for it', () => {
    expect(buyerOf({ buyerName: '周建华', buyerOrgName: '无锡惠达再生金属有限公司' })).toBe(
      '无锡惠达再生金属有限公司（周建华）',
    );
  });

  it('names only the person who bought for themselves', () => {
    expect(buyerOf({ buyerName: '李明', buyerOrgName: '李明（个人）' })).toBe('李明');
    expect(buyerOf({ buyerName: '陈静', buyerOrgName: '个人用户 138****0005' })).toBe('陈静');
  });
});

describe('the commission rule an order shows', () => {
  const order = (rule: Pick<Order, 'commissionBasis' | 'commissionTiers'>) => rule as Order;

  it('says whose commission applied and its bands', () => {
    expect(
      commissionRule(
        order({
          commissionBasis: 'platform',
          commissionTiers: [
            { upToFen: 200_000_000, rateBps: 500 },
            { upToFen: null, rateBps: 300 },
          ],
        }),
      ),
    ).toBe('平台阶梯佣金：¥0.00 – ¥2,000,000.00：5%；¥2,000,000.00 以上：3%');
    expect(
      commissionRule(
        order({ commissionBasis: 'bulletin', commissionTiers: [{ upToFen: null, rateBps: 150 }] }),
      ),
    ).toBe('公告固定佣金：按成交价 1.5%');
  });

  it('falls back to a plain phrase on orders closed before the rule was kept', () => {
    expect(commissionRule(order({ commissionBasis: null, commissionTiers: null }))).toBe(
      '按成交时的佣金规则',
    );
  });
});
