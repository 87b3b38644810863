import { formatFen } from '../format/currency';
import { chinaDate } from '../format/timestamp';

const DAY_MS = 86_400_000;

/** A Beijing calendar day (yyyy-MM-dd) `days` later. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one Beijing calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * 提货截止日: the last Beijing day the buyer may take the goods, counted from the day the
 * payment was confirmed (the database's lyp_pickup_due_on says the same).
 */
export function pickupDueOn(paidAt: Date, pickupDays: number): string {
  return addDays(chinaDate(paidAt), pickupDays);
}

/** The rule as bidders read it before they pay a deposit. */
export function pickupRuleText(lot: { pickupDays: number; storageFeeFen: number | null }): string {
  const fee = lot.storageFeeFen === null ? '' : `；逾期每天收取仓储费 ${formatFen(lot.storageFeeFen)}`;
  return `付款确认后 ${lot.pickupDays} 天内${fee}`;
}

export interface PickupStanding {
  /** Days left before the deadline passes (0: today is the last day); null once overdue or taken. */
  daysLeft: number | null;
  /** Days past the deadline, until today or the day the goods were taken. */
  overdueDays: number;
  /** 逾期仓储费 owed so far (or, once taken, in all). */
  storageFeeOwedFen: number;
}

/** Where a paid order's pickup stands on `today` (Beijing). */
export function pickupStanding(pickup: {
  dueOn: string;
  pickedUpOn: string | null;
  storageFeeFen: number | null;
  today: string;
}): PickupStanding {
  const until = pickup.pickedUpOn ?? pickup.today;
  const overdueDays = Math.max(0, daysBetween(pickup.dueOn, until));
  const daysLeft =
    pickup.pickedUpOn === null && overdueDays === 0 ? daysBetween(pickup.today, pickup.dueOn) : null;
  return { daysLeft, overdueDays, storageFeeOwedFen: overdueDays * (pickup.storageFeeFen ?? 0) };
}
