import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';

/**
 * 注册审核 routes declare the approve permission; turning an application down is a button of
 * its own (registerReviewReject), so a rejection also needs that one.
 */
export function requireRejectPermission(reviewer: Principal, approved: boolean): void {
  if (!approved && !reviewer.permissions.has(PERMISSIONS.registerReviewReject.code))
    throw new AppError('FORBIDDEN');
}
