import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../../lib/principal';
import type { FileAccess } from '../../files';

/** ID card photos: their owner and the registration reviewers, nobody else. */
export async function idCardAccess(userId: number, principal: Principal | null): Promise<FileAccess> {
  if (!principal) return 'denied';
  if (principal.userId === userId) return 'allowed';
  return principal.permissions.has(PERMISSIONS.registerReviewView.code) ? 'allowed' : 'denied';
}
