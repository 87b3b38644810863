import {
  ORG_OPTIONS_LIMIT,
  USER_STATUS_LABELS,
  type OrgOption,
  type TemporaryPassword,
  type UserAddBody,
  type UserAdminRow,
  type UserEditBody,
  type UserFilter,
  type UserPageBody,
  type UserSetStatusBody,
} from '@lyp/shared/system/user-admin.schemas';
import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import { rightsBeyond } from '../../lib/rights-beyond';
import type { Actor, Change, OperationLogService } from '../operation-log';
import type { UserAdminRecord } from './user-admin.queries';
import {
  MembershipGoneError,
  UserConflictError,
  type Membership,
  type UserAdminRepository,
  type UserAdminUnitOfWork,
} from './user-admin.repository';
import { changedFields, displayName, toUserAdminRow, userSnapshot } from './user-changes';
import { generateTemporaryPassword } from './temporary-password';
import { exportUsers } from './user-export';

export interface UserAdminServiceDeps {
  users: UserAdminRepository;
  passwordHasher: PasswordHasher;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
  /** Lifts the sign-in throttle of an account, from every address. */
  unlockSignIn(user: { id: number; phone: string }): Promise<void>;
}

type FormBody = UserAddBody | UserEditBody;

/** The administrator, with the button codes they hold: nobody hands out more than that. */
export type Caller = Actor & { permissions: ReadonlySet<string> };

export function createUserAdminService(deps: UserAdminServiceDeps) {
  const { users, passwordHasher, clock, operationLog } = deps;

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

  /** A unique field taken between the check and the write. */
  const conflictAs = (body: FormBody) => (error: unknown) => {
    if (error instanceof MembershipGoneError) throw new AppError('USER_MEMBERSHIP_GONE');
    if (error instanceof UserConflictError) {
      throw error.field === 'phone'
        ? new AppError('USER_PHONE_TAKEN', { params: { phone: body.phone } })
        : new AppError('USERNAME_TAKEN', { params: { username: body.username ?? '' } });
    }
    throw error;
  };

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

  const profileOf = (body: FormBody) => ({
    username: body.username ?? null,
    actualName: body.actualName,
    phone: body.phone,
  });

  return {
    async page(actor: Actor, body: UserPageBody) {
      const { current, size, ...filter } = body;
      const { rows, total } = await users.page({
        tenantId: actor.tenantId,
        filter,
        offset: (current - 1) * size,
        limit: size,
      });
      return { records: rows.map(toUserAdminRow), total, current, size };
    },

    /** The list as filtered, as an .xlsx file. */
    export(actor: Actor, filter: UserFilter) {
      return exportUsers({ users, clock }, actor.tenantId, filter);
    },

    async get(actor: Actor, id: number): Promise<UserAdminRow> {
      return toUserAdminRow(await requireUser(actor, id));
    },

    /** A new account with a temporary password, answered this once and to be changed at sign-in. */
    async add(actor: Caller, body: UserAddBody): Promise<TemporaryPassword> {
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
    },

    async edit(actor: Caller, body: UserEditBody): Promise<UserAdminRow> {
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
    },

    /**
     * A temporary password the user must replace at their next sign-in. Their sessions end,
     * and their sign-in locks are lifted so the new password can be used at once.
     */
    async resetPassword(actor: Caller, id: number): Promise<TemporaryPassword> {
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
    },

    /** Disabling ends the user's sessions at once; nobody can disable themselves. */
    async setStatus(actor: Caller, body: UserSetStatusBody): Promise<UserAdminRow> {
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
    },

    /** Lifts the locks failed sign-ins put on the account, from every address. */
    async unlock(actor: Caller, id: number): Promise<void> {
      const user = await requireUserWithinReach(actor, id);
      await deps.unlockSignIn(user);
      await operationLog.record(actor, {
        action: 'user.unlock',
        targetType: 'user',
        targetId: id,
        summary: `解除用户 ${displayName(user)} 的登录锁定`,
      });
    },

    async organisationOptions(actor: Actor, keyword: string | undefined): Promise<OrgOption[]> {
      return users.organisationOptions(actor.tenantId, keyword, ORG_OPTIONS_LIMIT);
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
