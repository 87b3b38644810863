import type { Caller, UserAdminServiceDeps } from '../user-admin-deps';
import { displayName } from '../user-changes';
import { userAdminRules } from './user-admin-rules';

/** Lifts the locks failed sign-ins put on the account, from every address. */
export function unlockUser(deps: UserAdminServiceDeps) {
  const { operationLog } = deps;
  const { requireUserWithinReach } = userAdminRules(deps);
  return async (actor: Caller, id: number): Promise<void> => {
    const user = await requireUserWithinReach(actor, id);
    await deps.unlockSignIn(user);
    await operationLog.record(actor, {
      action: 'user.unlock',
      targetType: 'user',
      targetId: id,
      summary: `解除用户 ${displayName(user)} 的登录锁定`,
    });
  };
}
