import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import type { LotForDeposit } from './deposits.repository';

/** Why a lot takes no deposit now, or undefined: only published lots that have not ended. */
export function closedReason(lot: Pick<LotForDeposit, 'status' | 'endsAt'>, now: Date): string | undefined {
  if (lot.status !== 'scheduled' && lot.status !== 'bidding') return `标的${LOT_STATUS_LABELS[lot.status]}`;
  if (lot.endsAt.getTime() <= now.getTime()) return '竞价已结束';
  return undefined;
}
