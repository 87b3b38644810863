import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { AppError } from '../../../lib/app-error';
import { rightsBeyond } from '../../../lib/rights-beyond';
import type { Actor, Change } from '../../operation-log';
import type { Caller, FormBody, UserAdminServiceDeps } from '../user-admin-deps';
import type { UserAdminRecord } from '../user-admin.queries';
import {
  MembershipGoneError,
  UserConflictError,
  type Membership,
  type UserAdminUnitOfWork,
} from '../user-admin.repository';
import { displayName } from '../user-changes';

/** The lookups, checks and log writes user administration's use cases share. */
export function userAdminRules(deps: UserAdminServiceDeps) {
  const { users, operationLog } = deps;

  async function requireUser(actor: Actor, id: number): Promise<UserAdminRecord> {
    const user = await users.findInTenant(actor.tenantId, id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  /** Refuses a change that would leave the tenant without an active administrator. */
  async function keepAnAdministrator(actor: Actor, user: UserAdminRecord, staysAdmin: boolean) {
    const isAdmin = user.status === 'active' && user.roles.some((role) => role.code === ROLE_CODES.admin);
    if (isAdmin && !staysAdmin && (await users.countActiveAdmins(actor.tenantId, user.id)) === 0)
      throw new AppError('USER_LAST_ADMIN', { params: { name: displayName(user) } });
  }

  /** A user the caller may change: one holding no right the caller lacks (else: take over an admin). */
  async function requireUserWithinReach(actor: Caller, id: number): Promise<UserAdminRecord> {
    const user = await requireUser(actor, id);
    const beyond = rightsBeyond(actor.permissions, await users.permissionsOfUser(id));
    if (beyond) throw new AppError('USER_BEYOND_CALLER', { params: { permissions: beyond } });
    return user;
  }

  /** The checks a form's ids and unique fields need, with the message naming what is wrong. */
  async function checkForm(actor: Caller, body: FormBody, exceptUserId?: number): Promise<Membership> {
    const orgIds = [...new Set(body.orgIds)];
    const roleIds = [...new Set(body.roleIds)];
    const [foreignOrgs, foreignRoles] = await Promise.all([
      users.foreignOrganisations(actor.tenantId, orgIds),
      users.foreignRoles(actor.tenantId, roleIds),
    ]);
    if (foreignOrgs.length > 0)
      throw new AppError('USER_ORG_INVALID', { params: { ids: foreignOrgs.join('、') } });
    if (foreignRoles.length > 0)
      throw new AppError('USER_ROLE_INVALID', { params: { ids: foreignRoles.join('、') } });
    const beyond = rightsBeyond(actor.permissions, await users.permissionsOfRoles(roleIds));
    if (beyond) throw new AppError('USER_ROLES_BEYOND_CALLER', { params: { permissions: beyond } });
    if (await users.isPhoneTaken(body.phone, exceptUserId))
      throw new AppError('USER_PHONE_TAKEN', { params: { phone: body.phone } });
    if (body.username && (await users.isUsernameTaken(body.username, exceptUserId)))
      throw new AppError('USERNAME_TAKEN', { params: { username: body.username } });
    return { orgIds, roleIds, defaultOrgId: body.defaultOrgId ?? orgIds[0]! };
  }

  /** Re-reads the user inside the change's transaction and records the change with it. */
  async function recordAndRead(
    unit: UserAdminUnitOfWork,
    actor: Actor,
    id: number,
    change: (user: UserAdminRecord) => Omit<Change, 'targetType' | 'targetId'>,
  ): Promise<UserAdminRecord> {
    const user = await unit.queries.findInTenant(actor.tenantId, id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    await operationLog.record(actor, { ...change(user), targetType: 'user', targetId: id }, unit.logs);
    return user;
  }

  return { requireUser, keepAnAdministrator, requireUserWithinReach, checkForm, recordAndRead };
}

/** A unique field taken between the check and the write. */
export const conflictAs = (body: FormBody) => (error: unknown) => {
  if (error instanceof MembershipGoneError) throw new AppError('USER_MEMBERSHIP_GONE');
  if (error instanceof UserConflictError) {
    throw error.field === 'phone'
      ? new AppError('USER_PHONE_TAKEN', { params: { phone: body.phone } })
      : new AppError('USERNAME_TAKEN', { params: { username: body.username ?? '' } });
  }
  throw error;
};

export const profileOf = (body: FormBody) => ({
  username: body.username ?? null,
  actualName: body.actualName,
  phone: body.phone,
});
