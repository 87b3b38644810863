import type { Profile } from '@lyp/shared/permission/permission.schemas';
import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import type { Role, RoleMenus, RoleMenusWithTree } from '@lyp/shared/system/role-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTenantWithAdmin,
  addUserWithRoles,
  type TenantWithAdmin,
} from '../../../test/role-admin-fixtures';
import type { TestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

describe('granting menus and buttons to roles', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'auditor'] });
  let tenantId: number;
  let other: TenantWithAdmin;
  /** Menu and button ids by code. */
  let id: (code: string) => number;
  beforeAll(async () => {
    tenantId = (await t.services.auth.authenticate(tokens.admin))!.tenantId;
    other = await addTenantWithAdmin(t);
    const tree = (await t.send('menuTree', {}, tokens.admin)).json<{ data: MenuNode[] }>().data;
    const byCode = new Map(tree.map((menu) => [menu.code, menu.id]));
    id = (code) => byCode.get(code) ?? Number.NaN;
  });

  const send = (
    name: Parameters<TestApp['send']>[0],
    input: Record<string, unknown> = {},
    token = tokens.admin,
  ) => t.send(name, input, token);

  async function addRole(code: string): Promise<Role> {
    const response = await send('roleAdd', { code, name: `角色${code}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Role }>().data;
  }

  async function menusOf(roleId: number, token = tokens.admin): Promise<number[]> {
    const response = await send('roleMenus', { id: roleId }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: RoleMenus }>().data.menuIds;
  }

  async function grant(roleId: number, codes: string[], token = tokens.admin) {
    return send('roleGrant', { roleId, menuIds: codes.map(id) }, token);
  }

  const sorted = (codes: string[]) => codes.map((code) => id(code)).sort((a, b) => a - b);

  async function adminRoleId(): Promise<number> {
    const roles = (await send('roleList')).json<{ data: Array<{ id: number; code: string }> }>().data;
    return roles.find((role) => role.code === 'admin')!.id;
  }

  it('reads what a seeded role holds', async () => {
    const roles = (await send('roleList')).json<{ data: Array<{ id: number; code: string }> }>().data;
    const buyer = roles.find((role) => role.code === 'buyer')!;
    const held = await menusOf(buyer.id);
    expect(held).toEqual(expect.arrayContaining([id('BuyerCenter'), id('MyBid'), id('bid_place')]));
    expect(held).not.toContain(id('SystemManage'));
  });

  it('gives the whole tree to choose from with a role’s grants, to a user without menu buttons', async () => {
    const role = await addRole('test_tree_reader');
    await grant(role.id, ['sys_role_view']);
    const user = await addUserWithRoles(t, { tenantId, roleIds: [role.id] });
    expect((await send('menuTree', {}, user.token)).statusCode).toBe(403);
    const response = await send('roleMenus', { id: role.id }, user.token);
    const data = response.json<{ data: RoleMenusWithTree }>().data;
    expect(data.items).toContainEqual({
      id: id('sys_menu_del'),
      parentId: id('MenuManage'),
      type: 'button',
      code: 'sys_menu_del',
      name: '删除菜单',
    });
    expect(data.items).toHaveLength((await send('menuTree')).json<{ data: MenuNode[] }>().data.length);
  });

  it('replaces a role’s grants and adds the ancestor menus of a granted button itself', async () => {
    const role = await addRole('test_grant_a');
    const response = await grant(role.id, ['sys_menu_view']);
    expect(response.json()).toMatchObject({
      msg: '权限已分配，用户下次请求时生效',
      data: { roleId: role.id, menuIds: sorted(['SystemManage', 'MenuManage', 'sys_menu_view']) },
    });
    expect(await menusOf(role.id)).toEqual(sorted(['SystemManage', 'MenuManage', 'sys_menu_view']));

    // What the web sends: checked ids plus half-checked parents. The old grants go.
    await grant(role.id, ['AuditCenter', 'NoticeTodo', 'notice_audit_view']);
    expect(await menusOf(role.id)).toEqual(sorted(['AuditCenter', 'NoticeTodo', 'notice_audit_view']));

    await grant(role.id, []);
    expect(await menusOf(role.id)).toEqual([]);
  });

  it('logs each grant with what was added and what was taken away', async () => {
    const role = await addRole('test_grant_log');
    await grant(role.id, ['MenuManage', 'sys_menu_add']);
    await grant(role.id, ['MenuManage', 'sys_menu_view']);
    const logs = await send('operationLogPage', { targetType: 'role', targetId: String(role.id) });
    const latest = logs.json<{ data: { records: OperationLog[] } }>().data.records[0];
    expect(latest).toMatchObject({
      action: 'role.grant',
      summary: `分配角色 角色test_grant_log 的菜单与按钮：新增 1 项，取消 1 项`,
      before: { removed: ['新增菜单（sys_menu_add）'] },
      after: {
        added: ['查看菜单（sys_menu_view）'],
        menuIds: sorted(['SystemManage', 'MenuManage', 'sys_menu_view']),
      },
    });
  });

  it('refuses ids of menus that do not exist, naming them, and keeps the old grants', async () => {
    const role = await addRole('test_grant_unknown');
    await grant(role.id, ['MyBid']);
    const response = await send('roleGrant', { roleId: role.id, menuIds: [id('MyOrder'), 999_998, 999_999] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      msg: '菜单编号 999998、999999 不存在或已被删除，请刷新后重新分配',
    });
    expect(await menusOf(role.id)).toEqual(sorted(['BuyerCenter', 'MyBid']));
  });

  it('never lets the administrators’ role lose a grant, but lets it gain one', async () => {
    const roleId = await adminRoleId();
    const held = await menusOf(roleId);
    const reduced = await send('roleGrant', {
      roleId,
      menuIds: held.filter((menuId) => menuId !== id('sys_role_perm')),
    });
    expect(reduced.statusCode).toBe(409);
    expect(reduced.json()).toMatchObject({
      error: 'ROLE_ADMIN_GRANTS_LOCKED',
      msg: '「管理员」是系统管理员角色，不能取消已分配的菜单或按钮（共 1 项），以免无人能管理系统',
    });
    const added = (
      await send('menuAdd', {
        type: 'button',
        parentId: id('RoleManage'),
        code: 'test_role_export',
        name: '导出角色',
      })
    ).json<{ data: MenuNode }>().data;
    const grown = await send('roleGrant', { roleId, menuIds: [...held, added.id] });
    expect(grown.statusCode).toBe(200);
    expect(await menusOf(roleId)).toContain(added.id);
  });

  it('answers 404 for another tenant’s role and leaves its grants alone', async () => {
    const before = await menusOf(other.adminRoleId, other.admin.token);
    expect((await send('roleMenus', { id: other.adminRoleId })).statusCode).toBe(404);
    const response = await grant(other.adminRoleId, ['MyBid']);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ msg: '角色不存在或已被删除' });
    expect(await menusOf(other.adminRoleId, other.admin.token)).toEqual(before);
  });

  it('is refused to users without the grant or view buttons', async () => {
    const role = await addRole('test_grant_403');
    const refused = await grant(role.id, ['MyBid'], tokens.auditor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: '没有「分配权限」权限，请联系管理员开通' });
    expect((await send('roleMenus', { id: role.id }, tokens.auditor)).statusCode).toBe(403);
  });

  it.each([
    ['no id list', { roleId: 1 }, 'menuIds', '请提供菜单编号列表 menuIds'],
    ['an id that is not a number', { roleId: 1, menuIds: ['abc'] }, 'menuIds.0', '菜单编号必须是数字'],
    ['no role', { menuIds: [] }, 'roleId', '角色编号必须是数字'],
  ])('refuses %s with a Chinese message naming the field', async (_case, body, field, msg) => {
    const response = await send('roleGrant', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg, fields: [{ field, msg }] });
  });

  describe('for the users holding the role', () => {
    it('refuses a removed button’s route on their very next request', async () => {
      const role = await addRole('test_menu_keeper');
      await grant(role.id, ['sys_menu_view', 'sys_menu_add']);
      const user = await addUserWithRoles(t, { tenantId, roleIds: [role.id] });
      expect((await send('menuTree', {}, user.token)).statusCode).toBe(200);

      await grant(role.id, ['sys_menu_add']);
      const refused = await send('menuTree', {}, user.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ msg: '没有「查看菜单」权限，请联系管理员开通' });
      const profile = (await send('permissionList', {}, user.token)).json<{ data: Profile }>().data;
      expect(profile.button.map((button) => button.code)).toEqual(['sys_menu_add']);
    });

    it('show a newly granted menu in their side menu at the next profile fetch', async () => {
      const role = await addRole('test_side_menu');
      await grant(role.id, ['MyBid']);
      const user = await addUserWithRoles(t, { tenantId, roleIds: [role.id] });
      const menuCodes = async () =>
        (await send('permissionList', {}, user.token))
          .json<{ data: Profile }>()
          .data.menu.map((menu) => menu.code);
      expect(await menuCodes()).toEqual(expect.arrayContaining(['BuyerCenter', 'MyBid']));
      expect(await menuCodes()).not.toContain('MyMargin');

      await grant(role.id, ['MyBid', 'MyMargin']);
      expect(await menuCodes()).toEqual(expect.arrayContaining(['BuyerCenter', 'MyBid', 'MyMargin']));
    });
  });
});
