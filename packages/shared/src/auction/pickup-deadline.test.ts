import { describe, expect, it } from 'vitest';
import { pickupDueOn, pickupRuleText, pickupStanding } from './pickup-deadline';

describe('提货期限', () => {
  it('counts the days from the Beijing day the payment was confirmed', () => {
    // 23:30 on 30 November in Beijing: the 30th counts.
    expect(pickupDueOn(new Date('2026-11-30T15:30:00Z'), 15)).toBe('2026-12-15');
    // 00:30 on 1 December in Beijing is 30 November in UTC: the Beijing day counts.
    expect(pickupDueOn(new Date('2026-11-30T16:30:00Z'), 15)).toBe('2026-12-16');
    expect(pickupDueOn(new Date('2026-12-20T02:00:00Z'), 15)).toBe('2027-01-04');
  });

  it('tells the days left up to and including the last day', () => {
    const due = { dueOn: '2026-12-15', pickedUpOn: null, storageFeeFen: 10_000 };
    expect(pickupStanding({ ...due, today: '2026-12-10' })).toEqual({
      daysLeft: 5,
      overdueDays: 0,
      storageFeeOwedFen: 0,
    });
    expect(pickupStanding({ ...due, today: '2026-12-15' }).daysLeft).toBe(0);
  });

  it('counts overdue days and the storage fee until the goods are taken', () => {
    const due = { dueOn: '2026-12-15', storageFeeFen: 10_000 };
    expect(pickupStanding({ ...due, pickedUpOn: null, today: '2026-12-18' })).toEqual({
      daysLeft: null,
      overdueDays: 3,
      storageFeeOwedFen: 30_000,
    });
    // Taken two days late: the fee stops there, whatever today is.
    expect(pickupStanding({ ...due, pickedUpOn: '2026-12-17', today: '2027-01-10' })).toEqual({
      daysLeft: null,
      overdueDays: 2,
      storageFeeOwedFen: 20_000,
    });
    expect(
      pickupStanding({ ...due, storageFeeFen: null, pickedUpOn: null, today: '2026-12-18' }),
    ).toMatchObject({ overdueDays: 3, storageFeeOwedFen: 0 });
  });

  it('states the rule as bidders read it', () => {
    expect(pickupRuleText({ pickupDays: 15, storageFeeFen: null })).toBe('付款确认后 15 天内');
    expect(pickupRuleText({ pickupDays: 7, storageFeeFen: 20_000 })).toBe(
      '付款确认后 7 天内；逾期每天收取仓储费 ¥200.00',
    );
  });
});
