import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import type { LotForDeposit } from './deposits.repository';

/** Why a lot takes no deposit now, or undefined: only published lots that have not ended. */
export function closedReason(lot: Pick<LotForDeposit, 'status' | 'endsAt'>, now: Date): string | undefined {
  if (lot.status !== 'scheduled' && lot.status !== 'bidding') return `标的${LOT_STATUS_LABELS[lot.status]}`;
  if (lot.endsAt.getTime() <= now.getTime()) return '竞价已结束';
  return undefined;
}

/**
 * Why the lot takes no deposit from this user now: as closedReason, except that a closed lot
 * takes the deposit of a bidder holding an open 悔拍递补 offer on it, until the offer's deadline.
 */
export async function closedReasonFor(
  deposits: { openOfferDeadline(lotId: number, userId: number): Promise<Date | null> },
  lot: Pick<LotForDeposit, 'id' | 'status' | 'endsAt'>,
  userId: number,
  now: Date,
): Promise<string | undefined> {
  const closed = closedReason(lot, now);
  if (closed === undefined || lot.status !== 'sold') return closed;
  const deadline = await deposits.openOfferDeadline(lot.id, userId);
  return deadline && deadline.getTime() > now.getTime() ? undefined : closed;
}
