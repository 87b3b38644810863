import { describe, expect, it } from 'vitest';
import { paymentReviewed } from './deposit-events';
import type { DepositRow } from './deposits.repository';

const startsAt = new Date('2026-12-01T01:00:00.000Z');
const reviewed = (lotStatus: DepositRow['lotStatus']) =>
  ({
    id: 41,
    userId: 5,
    lotId: 9,
    lotTitle: '废旧钢材一批',
    status: 'frozen',
    rejectReason: null,
    submittedAt: null,
    lotStatus,
    lotStartsAt: startsAt,
  }) as DepositRow;

describe('the fact of a reviewed deposit payment', () => {
  it('says bidding is open once the lot has started, even before the sweeper marks it', () => {
    const after = new Date(startsAt.getTime() + 1000);
    expect(paymentReviewed(reviewed('bidding'), after).biddingOpen).toBe(true);
    expect(paymentReviewed(reviewed('scheduled'), after).biddingOpen).toBe(true);
  });

  it('says bidding is not open before the start, nor after the close', () => {
    const before = new Date(startsAt.getTime() - 1000);
    expect(paymentReviewed(reviewed('scheduled'), before).biddingOpen).toBe(false);
    expect(paymentReviewed(reviewed('sold'), new Date(startsAt.getTime() + 1000)).biddingOpen).toBe(false);
  });
});
