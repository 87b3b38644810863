import type { OrderWeighing } from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { describe, expect, it } from 'vitest';
import { commissionRule, weighingSettled } from './order-display';

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

describe('when a per-unit (单价) order may be settled', () => {
  const weighing: OrderWeighing = {
    unitPriceFen: 250_000,
    estimatedQuantity: '40.000',
    estimatedAmountFen: 10_000_000,
    weighedQuantity: '46.000',
    weighedAt: '2026-11-27T03:00:00.000Z',
    ticketFileId: null,
    finalAmountFen: 11_500_000,
    differenceFen: 1_500_000,
    needsBuyerConfirmation: true,
    buyerConfirmedAt: null,
    balanceVoucherFileId: null,
    balanceSubmittedAt: null,
    differenceSettledAt: null,
    differenceReference: null,
  };
  const order = (changes: Partial<OrderWeighing> | null) =>
    ({ weighing: changes === null ? null : { ...weighing, ...changes } }) as Order;

  it('waits for the weighing, the buyer’s confirmation of a large gap and a balance received, never for a refund', () => {
    expect(weighingSettled(order(null))).toBe(true);
    expect(weighingSettled(order({ weighedQuantity: null, differenceFen: null }))).toBe(false);
    expect(weighingSettled(order({}))).toBe(false);
    expect(weighingSettled(order({ buyerConfirmedAt: '2026-11-27T04:00:00.000Z' }))).toBe(false);
    expect(
      weighingSettled(
        order({
          buyerConfirmedAt: '2026-11-27T04:00:00.000Z',
          differenceSettledAt: '2026-11-27T05:00:00.000Z',
        }),
      ),
    ).toBe(true);
    expect(weighingSettled(order({ needsBuyerConfirmation: false, differenceFen: -500_000 }))).toBe(true);
  });
});
