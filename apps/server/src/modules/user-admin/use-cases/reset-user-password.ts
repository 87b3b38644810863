import type { TemporaryPassword } from '@lyp/shared/system/user-admin.schemas';
import type { Caller, UserAdminServiceDeps } from '../user-admin-deps';
import { displayName, toUserAdminRow } from '../user-changes';
import { generateTemporaryPassword } from '../temporary-password';
import { userAdminRules } from './user-admin-rules';

/**
 * A temporary password the user must replace at their next sign-in. Their sessions end,
 * and their sign-in locks are lifted so the new password can be used at once.
 */
export function resetUserPassword(deps: UserAdminServiceDeps) {
  const { users, passwordHasher, clock } = deps;
  const { requireUserWithinReach, recordAndRead } = userAdminRules(deps);
  return async (actor: Caller, id: number): Promise<TemporaryPassword> => {
    const existing = await requireUserWithinReach(actor, id);
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await passwordHasher.hash(temporaryPassword);
    const user = await users.transaction(async (unit) => {
      await unit.writes.setTemporaryPassword(id, passwordHash, clock.now());
      return recordAndRead(unit, actor, id, (target) => ({
        action: 'user.reset_password',
        summary: `重置用户 ${displayName(target)} 的密码（须在下次登录时修改）`,
        before: { mustChangePassword: existing.mustChangePassword },
        after: { mustChangePassword: true },
      }));
    });
    await deps.revokeAllSessions(id, 'admin_password_reset');
    await deps.unlockSignIn(user);
    return { user: toUserAdminRow(user), temporaryPassword };
  };
}
