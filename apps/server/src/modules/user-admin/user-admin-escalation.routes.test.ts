import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { TemporaryPassword } from '@lyp/shared/system/user-admin.schemas';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../../db/schema';
import { addUserWithRoles } from '../../../test/role-admin-fixtures';
import { seededRoleId, useUserAdminApp } from '../../../test/user-admin-fixtures';
import { freshPhone } from '../../../test/org-fixtures';

const P = PERMISSIONS;

/**
 * Delegated administration: a user manager or a role manager hands out only rights they
 * hold, and cannot change a user who holds more (else resetting the admin's password, or
 * giving oneself the admin role, would make anyone an administrator).
 */
describe('administrators hand out no right they lack', () => {
  const { t, tokens, demo } = useUserAdminApp();
  let userKeeper: { userId: number; token: string };
  let userKeeperRole: number;
  let roleKeeper: { userId: number; token: string };

  /** A role of the admin's tenant holding exactly these buttons. */
  async function roleWith(code: string, buttons: Array<{ code: string }>): Promise<number> {
    const { db } = t.database;
    const now = t.clock.now();
    const [role] = await db
      .insert(roles)
      .values({ tenantId: demo.tenantId, code, name: code, createdAt: now, updatedAt: now })
      .returning({ id: roles.id });
    const rows = await db
      .select({ id: menus.id })
      .from(menus)
      .where(
        inArray(
          menus.code,
          buttons.map((button) => button.code),
        ),
      );
    if (rows.length > 0)
      await db.insert(roleMenus).values(rows.map((row) => ({ roleId: role!.id, menuId: row.id })));
    return role!.id;
  }

  beforeAll(async () => {
    userKeeperRole = await roleWith('user_keeper', [
      P.userView,
      P.userAdd,
      P.userEdit,
      P.userResetPassword,
      P.userStatus,
      P.userUnlock,
    ]);
    userKeeper = await addUserWithRoles(t, {
      tenantId: demo.tenantId,
      roleIds: [userKeeperRole],
      orgId: demo.platformOrg,
    });
    const roleKeeperRole = await roleWith('role_keeper', [P.roleView, P.roleGrant]);
    roleKeeper = await addUserWithRoles(t, {
      tenantId: demo.tenantId,
      roleIds: [roleKeeperRole],
      orgId: demo.platformOrg,
    });
  });

  const newUser = (roleIds: number[]) => ({
    actualName: '代管用户',
    phone: freshPhone(),
    orgIds: [demo.platformOrg],
    roleIds,
  });

  it('lets a user manager give a new user no role carrying rights the manager lacks', async () => {
    const refused = await t.send('userAdd', newUser([demo.adminRole]), userKeeper.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ msg: string }>().msg).toMatch(/^所选角色含有您自己没有的权限（.+），不能分配$/);

    const allowed = await t.send('userAdd', newUser([userKeeperRole]), userKeeper.token);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('lets a user manager neither reset the password of, edit, nor disable an administrator', async () => {
    const reset = await t.send('userResetPassword', { id: demo.adminUserId }, userKeeper.token);
    expect(reset.statusCode).toBe(409);
    expect(reset.json<{ msg: string }>().msg).toContain('该用户拥有您自己没有的权限');
    expect((await t.send('userGet', { id: demo.adminUserId }, tokens.admin)).statusCode).toBe(200);
    expect(
      (
        await t.call('POST', 'oauthToken', {
          query: { grant_type: 'password', username: 'admin', password: 'Demo@2026' },
        })
      ).statusCode,
    ).toBe(200);

    const edit = await t.send(
      'userEdit',
      {
        id: demo.adminUserId,
        actualName: '赵强',
        phone: freshPhone(),
        orgIds: [demo.platformOrg],
        roleIds: [demo.adminRole],
      },
      userKeeper.token,
    );
    expect(edit.statusCode).toBe(409);
    const disable = await t.send(
      'userSetStatus',
      { id: demo.adminUserId, status: 'disabled' },
      userKeeper.token,
    );
    expect(disable.statusCode).toBe(409);
  });

  it('still lets a user manager reset the password of a user within their own rights', async () => {
    const added = await t.send('userAdd', newUser([userKeeperRole]), userKeeper.token);
    const { user } = added.json<{ data: TemporaryPassword }>().data;
    const reset = await t.send('userResetPassword', { id: user.id }, userKeeper.token);
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('ends a user’s sessions when an administrator gives them a new phone', async () => {
    const target = await addUserWithRoles(t, {
      tenantId: demo.tenantId,
      roleIds: [userKeeperRole],
      orgId: demo.platformOrg,
    });
    expect((await t.send('permissionList', {}, target.token)).statusCode).toBe(200);
    const row = (await t.send('userGet', { id: target.userId }, tokens.admin)).json<{
      data: { actualName: string | null; organisations: Array<{ id: number }> };
    }>().data;
    const edit = await t.send(
      'userEdit',
      {
        id: target.userId,
        actualName: row.actualName ?? '换号用户',
        phone: freshPhone(),
        orgIds: row.organisations.map((org) => org.id),
        roleIds: [userKeeperRole],
      },
      tokens.admin,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await t.send('permissionList', {}, target.token)).statusCode).toBe(401);
  });

  it('keeps the tenant one active administrator: the last one keeps the role and stays enabled', async () => {
    const adminRow = (await t.send('userGet', { id: demo.adminUserId }, tokens.admin)).json<{
      data: { actualName: string; phone: string; organisations: Array<{ id: number }> };
    }>().data;
    const dropOwnAdminRole = {
      id: demo.adminUserId,
      actualName: adminRow.actualName,
      phone: adminRow.phone,
      orgIds: adminRow.organisations.map((org) => org.id),
      roleIds: [userKeeperRole],
    };
    const refused = await t.send('userEdit', { ...dropOwnAdminRole, username: 'admin' }, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ msg: string }>().msg).toBe(
      '「赵强」是最后一位启用的管理员，不能取消其管理员角色或停用，以免无人能管理系统',
    );

    const second = (await t.send('userAdd', newUser([demo.adminRole]), tokens.admin)).json<{
      data: TemporaryPassword;
    }>().data.user;
    const disabled = await t.send('userSetStatus', { id: second.id, status: 'disabled' }, tokens.admin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(
      (await t.send('userEdit', { ...dropOwnAdminRole, username: 'admin' }, tokens.admin)).statusCode,
    ).toBe(409);
  });

  it('lets a role manager grant only buttons they hold', async () => {
    const roleId = await roleWith('granted_by_keeper', []);
    const ids = async (codes: string[]) =>
      (await t.database.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes))).map(
        (row) => row.id,
      );
    const refused = await t.send(
      'roleGrant',
      { roleId, menuIds: await ids([P.userAdd.code]) },
      roleKeeper.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ msg: string }>().msg).toBe('不能授予您自己没有的权限：新增用户');

    const allowed = await t.send(
      'roleGrant',
      { roleId, menuIds: await ids([P.roleView.code]) },
      roleKeeper.token,
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('lets a role manager take away only buttons they hold: the buyers keep 出价', async () => {
    const buyerRole = await seededRoleId(t, 'buyer');
    const before = (await t.send('roleMenus', { id: buyerRole }, tokens.admin)).json<{
      data: { menuIds: number[] };
    }>().data.menuIds;

    const stripped = await t.send('roleGrant', { roleId: buyerRole, menuIds: [] }, roleKeeper.token);
    expect(stripped.statusCode).toBe(409);
    expect(stripped.json<{ msg: string }>().msg).toMatch(/^不能取消您自己没有的权限：.*出价/);
    const after = (await t.send('roleMenus', { id: buyerRole }, tokens.admin)).json<{
      data: { menuIds: number[] };
    }>().data.menuIds;
    expect(after).toEqual(before);
  });
});
