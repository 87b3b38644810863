import type { TemporaryPassword, UserAddBody } from '@lyp/shared/system/user-admin.schemas';
import type { Caller, UserAdminServiceDeps } from '../user-admin-deps';
import { displayName, toUserAdminRow, userSnapshot } from '../user-changes';
import { generateTemporaryPassword } from '../temporary-password';
import { conflictAs, profileOf, userAdminRules } from './user-admin-rules';

/** A new account with a temporary password, answered this once and to be changed at sign-in. */
export function addUser(deps: UserAdminServiceDeps) {
  const { users, passwordHasher, clock } = deps;
  const { checkForm, recordAndRead } = userAdminRules(deps);
  return async (actor: Caller, body: UserAddBody): Promise<TemporaryPassword> => {
    const membership = await checkForm(actor, body);
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await passwordHasher.hash(temporaryPassword);
    const now = clock.now();
    const user = await users
      .transaction(async (unit) => {
        const id = await unit.writes.insertUser({
          ...profileOf(body),
          tenantId: actor.tenantId,
          passwordHash,
          now,
        });
        await unit.writes.replaceMembership(id, membership, now);
        return recordAndRead(unit, actor, id, (created) => ({
          action: 'user.create',
          summary: `新增用户 ${displayName(created)}`,
          after: userSnapshot(created),
        }));
      })
      .catch(conflictAs(body));
    return { user: toUserAdminRow(user), temporaryPassword };
  };
}
