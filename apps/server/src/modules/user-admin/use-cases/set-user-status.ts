import {
  USER_STATUS_LABELS,
  type UserAdminRow,
  type UserSetStatusBody,
} from '@lyp/shared/system/user-admin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Caller, UserAdminServiceDeps } from '../user-admin-deps';
import { displayName, toUserAdminRow } from '../user-changes';
import { userAdminRules } from './user-admin-rules';

/** Disabling ends the user's sessions at once; nobody can disable themselves. */
export function setUserStatus(deps: UserAdminServiceDeps) {
  const { users, clock } = deps;
  const { requireUserWithinReach, keepAnAdministrator, recordAndRead } = userAdminRules(deps);
  return async (actor: Caller, body: UserSetStatusBody): Promise<UserAdminRow> => {
    const existing = await requireUserWithinReach(actor, body.id);
    if (body.status === 'disabled' && body.id === actor.userId) throw new AppError('USER_DISABLE_SELF');
    if (existing.status === body.status) return toUserAdminRow(existing);
    if (body.status === 'disabled') await keepAnAdministrator(actor, existing, false);
    const user = await users.transaction(async (unit) => {
      await unit.writes.setStatus(body.id, actor.tenantId, body.status, clock.now());
      return recordAndRead(unit, actor, body.id, (target) => ({
        action: body.status === 'disabled' ? 'user.disable' : 'user.enable',
        summary: `${USER_STATUS_LABELS[body.status]}用户 ${displayName(target)}`,
        before: { status: USER_STATUS_LABELS[existing.status] },
        after: { status: USER_STATUS_LABELS[body.status] },
      }));
    });
    if (body.status === 'disabled') await deps.revokeAllSessions(body.id, 'disabled');
    return toUserAdminRow(user);
  };
}
