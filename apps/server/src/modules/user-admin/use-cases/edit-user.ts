import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import type { UserAdminRow, UserEditBody } from '@lyp/shared/system/user-admin.schemas';
import type { Caller, UserAdminServiceDeps } from '../user-admin-deps';
import { changedFields, displayName, toUserAdminRow, userSnapshot } from '../user-changes';
import { conflictAs, profileOf, userAdminRules } from './user-admin-rules';

export function editUser(deps: UserAdminServiceDeps) {
  const { users, clock } = deps;
  const { requireUserWithinReach, checkForm, keepAnAdministrator, recordAndRead } = userAdminRules(deps);
  return async (actor: Caller, body: UserEditBody): Promise<UserAdminRow> => {
    const existing = await requireUserWithinReach(actor, body.id);
    const membership = await checkForm(actor, body, body.id);
    const adminRoleIds = new Set(
      existing.roles.filter((role) => role.code === ROLE_CODES.admin).map((role) => role.id),
    );
    await keepAnAdministrator(
      actor,
      existing,
      membership.roleIds.some((id) => adminRoleIds.has(id)),
    );
    const now = clock.now();
    const user = await users
      .transaction(async (unit) => {
        await unit.writes.updateProfile(body.id, profileOf(body), now);
        await unit.writes.replaceMembership(body.id, membership, now);
        return recordAndRead(unit, actor, body.id, (edited) => ({
          action: 'user.update',
          summary: `编辑用户 ${displayName(edited)}`,
          ...changedFields(userSnapshot(existing), userSnapshot(edited)),
        }));
      })
      .catch(conflictAs(body));
    // A token names the organisation it acts for: one the user left must not stay usable.
    // A new phone is a new way in (code sign-in): sessions opened the old way end too.
    const kept = new Set(membership.orgIds);
    if (existing.organisations.some((org) => !kept.has(org.id))) {
      await deps.revokeAllSessions(body.id, 'organisation_removed');
    } else if (existing.phone !== body.phone) {
      await deps.revokeAllSessions(body.id, 'phone_changed_by_admin');
    }
    return toUserAdminRow(user);
  };
}
