import type { Order } from '@lyp/shared/auction/order.schemas';
import { describe, expect, it } from 'vitest';
import { commissionRule } from './order-display';

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
