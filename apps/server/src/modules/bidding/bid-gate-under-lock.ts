import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { standingRefusal } from '../bidders';
import type { LockedLot, LockedStanding } from './bid-lock.repository';

const NO_STANDING: LockedStanding = {
  certified: false,
  barred: false,
  lotBarred: false,
  specified: false,
  sellerMember: false,
  deposit: null,
};

/**
 * Who may bid, judged again with the lot locked. The request was checked before it queued, but
 * a bar, a withdrawn certification or a released deposit may have been committed since: only
 * what is read under the lock holds until the bid is written.
 */
export function refusalUnderLock(
  locked: LockedLot,
  userId: number,
): { accepted: false; code: ErrorCode; params: ErrorParams } | undefined {
  const standing = locked.standings.get(userId) ?? NO_STANDING;
  const ineligible = standingRefusal(locked.gate, standing);
  if (ineligible) return { accepted: false, code: ineligible.code, params: ineligible.params ?? {} };
  if (standing.deposit === 'submitted') return { accepted: false, code: 'DEPOSIT_UNDER_REVIEW', params: {} };
  if (standing.deposit !== 'frozen') {
    return {
      accepted: false,
      code: 'DEPOSIT_REQUIRED',
      params: { amount: formatFen(locked.gate.depositFen) },
    };
  }
  return undefined;
}

/** The caller's token as it stands under the lock: dead (401) or without 出价 (403) refuses. */
export function credentialRefusal(
  locked: LockedLot,
  tokenId: number,
): { ok: false; code: ErrorCode; params: ErrorParams } | undefined {
  const token = locked.tokens.get(tokenId);
  if (!token) return { ok: false, code: 'UNAUTHENTICATED', params: {} };
  if (!token.granted) {
    return { ok: false, code: 'PERMISSION_DENIED', params: { permission: PERMISSIONS.bidPlace.label } };
  }
  return undefined;
}
