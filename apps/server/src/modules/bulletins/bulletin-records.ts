import type { bulletinAudits, bulletins, lots } from '../../db/schema';
import type { NewViewing } from './lot-viewings.repository';
import type { NewPriorityHolder } from './priority-holders.repository';

export type BulletinRecord = typeof bulletins.$inferSelect & { sellerName: string };
export type LotRecord = typeof lots.$inferSelect;
export type NewLot = Omit<typeof lots.$inferInsert, 'id' | 'bulletinId' | 'lotNo' | 'seq'>;

/**
 * What a lot is entered with beside its row. Each list given replaces the lot's; one left out
 * keeps what the lot at the same position had before (kept on its own screens).
 */
export interface LotExtras {
  viewings?: NewViewing[];
  specifiedUserIds?: number[];
  specifiedOrgIds?: number[];
  priorityHolders?: NewPriorityHolder[];
  /** 重新拍卖: who may not take part (defaulters of its line); kept by the lot at its position on edits. */
  barredUsers?: Array<{ userId: number; sourceLotId: number | null }>;
}

export type BulletinEventRecord = typeof bulletinAudits.$inferSelect & { actorName: string };
export type BulletinStatus = BulletinRecord['status'];

/** Raised when lots cannot be replaced because deposits or bids refer to them. */
export class LotsInUseError extends Error {}

/** Statuses visible to the public. */
export const PUBLIC_BULLETIN_STATUSES: BulletinStatus[] = ['published', 'bidding', 'ended'];
