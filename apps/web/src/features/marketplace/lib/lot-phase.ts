import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';

/** Where a lot stands at a moment, for its countdown and badge. */
export type LotPhase =
  | { kind: 'upcoming'; remainingMs: number }
  | { kind: 'bidding'; remainingMs: number }
  | { kind: 'closing' }
  | { kind: 'sold' }
  | { kind: 'unsold' };

/**
 * Judged by the server's clock. Between the end and the server's close the lot is 'closing'
 * (结果确认中): the last bids are still being decided, and only the server says who won.
 */
export function lotPhase(
  lot: { status: LotStatus; startsAt: string; endsAt: string },
  nowMs: number,
): LotPhase {
  if (lot.status === 'sold' || lot.status === 'unsold') return { kind: lot.status };
  const startsAt = Date.parse(lot.startsAt);
  const endsAt = Date.parse(lot.endsAt);
  if (nowMs < startsAt) return { kind: 'upcoming', remainingMs: startsAt - nowMs };
  if (nowMs < endsAt) return { kind: 'bidding', remainingMs: endsAt - nowMs };
  return { kind: 'closing' };
}

export const PHASE_LABELS: Record<LotPhase['kind'], string> = {
  upcoming: '即将开始',
  bidding: '竞价中',
  closing: '结果确认中',
  sold: '已成交',
  unsold: '已流拍',
};
