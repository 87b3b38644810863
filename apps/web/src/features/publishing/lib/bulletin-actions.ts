import type { BulletinStatus } from '@lyp/shared/auction/bulletin.schemas';

/** The statuses a seller may still change: edit, submit again, or delete. */
export const EDITABLE_STATUSES: readonly BulletinStatus[] = ['draft', 'rejected', 'withdrawn'];

export const isEditable = (status: BulletinStatus) => EDITABLE_STATUSES.includes(status);

/**
 * 撤回: while waiting for audit, or published before any of its lots opens (the server's rule:
 * no lot may have started). `firstStartsAt` is the earliest lot's start.
 */
export function canWithdraw(
  bulletin: { status: BulletinStatus; firstStartsAt: string | null },
  nowMs: number,
): boolean {
  if (bulletin.status === 'submitted') return true;
  if (bulletin.status !== 'published') return false;
  return bulletin.firstStartsAt === null || Date.parse(bulletin.firstStartsAt) > nowMs;
}

/** Tag colours by status: grey for what is not moving, red for what needs the seller. */
export const STATUS_COLORS: Record<BulletinStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  published: 'success',
  bidding: 'orange',
  ended: 'default',
  rejected: 'error',
  withdrawn: 'warning',
};

/** The list's tabs, in the order a bulletin moves through them. */
export const STATUS_TABS: readonly BulletinStatus[] = [
  'draft',
  'submitted',
  'published',
  'bidding',
  'ended',
  'rejected',
  'withdrawn',
];
