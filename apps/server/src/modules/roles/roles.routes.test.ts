import type { Role, RoleOption } from '@lyp/shared/system/role-admin.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addTenantWithAdmin,
  addUserWithRoles,
  type TenantWithAdmin,
} from '../../../test/role-admin-fixtures';
import type { TestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

describe('role management', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'auditor'] });
  let tenantId: number;
  let other: TenantWithAdmin;
  beforeAll(async () => {
    tenantId = (await t.services.auth.authenticate(tokens.admin))!.tenantId;
    other = await addTenantWithAdmin(t);
  });

  const send = (
    name: Parameters<TestApp['send']>[0],
    input: Record<string, unknown> = {},
    token = tokens.admin,
  ) => t.send(name, input, token);

  async function addRole(code: string, name = `角色${code}`, token = tokens.admin): Promise<Role> {
    const response = await send('roleAdd', { code, name, description: '测试用', sort: 50 }, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Role }>().data;
  }

  async function page(body: Record<string, unknown> = {}, token = tokens.admin) {
    const response = await send('rolePage', body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { records: Role[]; total: number } }>().data;
  }

  async function latestLog(roleId: number) {
    const response = await send('operationLogPage', { targetType: 'role', targetId: String(roleId) });
    return response.json<{ data: { records: OperationLog[] } }>().data.records[0];
  }

  describe('the list', () => {
    it('pages the tenant’s roles with their user counts, built-in ones marked', async () => {
      const { records, total } = await page({ size: 10 });
      expect(total).toBe(4);
      expect(records.map((role) => role.code)).toEqual(['buyer', 'seller', 'auditor', 'admin']);
      expect(records.find((role) => role.code === 'admin')).toMatchObject({
        isBuiltIn: true,
        name: '管理员',
      });
      expect(records.every((role) => role.userCount >= 1)).toBe(true);
    });

    it('finds roles by name or code, sorts on request and pages', async () => {
      await addRole('test_alpha', '甲检索');
      await addRole('test_beta', '乙检索');
      expect((await page({ name: '检索' })).records.map((role) => role.code)).toEqual([
        'test_alpha',
        'test_beta',
      ]);
      expect((await page({ code: 'BETA' })).records.map((role) => role.code)).toEqual(['test_beta']);
      const byCode = await page({ sort: 'code', order: 'desc', size: 2, current: 1 });
      expect(byCode.records.map((role) => role.code)).toEqual(['test_beta', 'test_alpha']);
      expect(byCode.total).toBe(6);
      const second = await page({ sort: 'code', order: 'desc', size: 2, current: 2 });
      expect(second.records.map((role) => role.code)).toEqual(['seller', 'buyer']);
    });

    it('refuses an unknown sort field in Chinese', async () => {
      const response = await send('rolePage', { sort: 'password' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: '排序字段只能是 sort、name、code 或 createdAt',
        fields: [{ field: 'sort' }],
      });
    });

    it('never shows another tenant’s roles', async () => {
      await addRole('other_only', '其他租户专用', other.admin.token);
      expect((await page({ code: 'other_only' })).total).toBe(0);
      const theirs = await page({}, other.admin.token);
      expect(theirs.records.map((role) => role.code)).toEqual(['admin', 'other_only']);
    });

    it('gives every role of the caller’s tenant as options for selects', async () => {
      const response = await send('roleList');
      const options = response.json<{ data: RoleOption[] }>().data;
      expect(options.slice(0, 4).map((role) => role.code)).toEqual(['buyer', 'seller', 'auditor', 'admin']);
      expect(options.some((role) => role.code === 'other_only')).toBe(false);
      expect(Object.keys(options[0]!).sort()).toEqual(['code', 'id', 'name']);
    });

    it('is refused to users without the role or user buttons', async () => {
      expect((await send('rolePage', {}, tokens.auditor)).json()).toMatchObject({
        msg: '没有「查看角色」权限，请联系管理员开通',
      });
      expect((await send('roleList', {}, tokens.auditor)).statusCode).toBe(403);
    });
  });

  describe('adding and editing', () => {
    it('adds a role in the caller’s tenant and logs it', async () => {
      const role = await addRole('test_clerk', '文员');
      expect(role).toMatchObject({
        code: 'test_clerk',
        name: '文员',
        description: '测试用',
        sort: 50,
        isBuiltIn: false,
        userCount: 0,
      });
      expect(await latestLog(role.id)).toMatchObject({
        action: 'role.create',
        summary: '新增角色 文员（test_clerk）',
        after: { code: 'test_clerk', name: '文员' },
      });
    });

    it('refuses a code the tenant already uses, but not one another tenant uses', async () => {
      const taken = await send('roleAdd', { code: 'auditor', name: '另一个审核员' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        msg: '角色编码「auditor」已存在，请换一个编码',
        error: 'ROLE_CODE_TAKEN',
      });
      await addRole('auditor', '其他租户审核员', other.admin.token);
    });

    it.each([
      ['a missing code', { name: '名称' }, 'code', '请输入角色编码'],
      [
        'a code starting with a digit',
        { code: '1abc', name: '名称' },
        'code',
        '角色编码须以英文字母开头，由 2–50 位英文字母、数字或下划线组成',
      ],
      ['a missing name', { code: 'test_x' }, 'name', '请输入角色名称'],
      [
        'a long description',
        { code: 'test_x', name: '名', description: '长'.repeat(201) },
        'description',
        '角色描述不能超过 200 个字符',
      ],
      [
        'a sort that is not a number',
        { code: 'test_x', name: '名', sort: 'first' },
        'sort',
        '排序必须是数字',
      ],
    ])('refuses %s with a Chinese message naming the field', async (_case, body, field, msg) => {
      const response = await send('roleAdd', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg, fields: [{ field, msg }] });
    });

    it('edits a role, logging before and after', async () => {
      const role = await addRole('test_editor', '编辑前');
      const response = await send('roleEdit', {
        ...role,
        code: 'test_edited',
        name: '编辑后',
        description: null,
      });
      expect(response.json()).toMatchObject({
        msg: '角色已保存',
        data: { code: 'test_edited', name: '编辑后', description: null },
      });
      expect(await latestLog(role.id)).toMatchObject({
        action: 'role.update',
        before: { code: 'test_editor', name: '编辑前', description: '测试用' },
        after: { code: 'test_edited', name: '编辑后', description: null },
      });
    });

    it('lets a built-in role be renamed but keeps its code', async () => {
      const seller = (await page({ code: 'seller' })).records[0]!;
      const recode = await send('roleEdit', { ...seller, code: 'vendor' });
      expect(recode.statusCode).toBe(409);
      expect(recode.json()).toMatchObject({ msg: '「委托方」是系统内置角色，不能删除或修改编码' });
      expect((await send('roleEdit', { ...seller, name: '卖方' })).json()).toMatchObject({
        data: { name: '卖方', code: 'seller' },
      });
    });

    it('answers 404 for another tenant’s role, as for one that does not exist', async () => {
      const response = await send('roleEdit', { id: other.adminRoleId, code: 'admin', name: '被改名' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: '角色不存在或已被删除', error: 'ROLE_NOT_FOUND' });
      const theirs = await page({}, other.admin.token);
      expect(theirs.records.find((role) => role.id === other.adminRoleId)?.name).toBe('管理员');
    });

    it('is refused to users without the add or edit button', async () => {
      expect((await send('roleAdd', { code: 'test_no', name: '不行' }, tokens.auditor)).statusCode).toBe(403);
      expect(
        (await send('roleEdit', { id: 1, code: 'test_no', name: '不行' }, tokens.auditor)).statusCode,
      ).toBe(403);
    });
  });

  describe('removing', () => {
    it('removes a role nobody holds and logs what it was', async () => {
      const role = await addRole('test_temp', '临时');
      expect((await send('roleRemove', { id: role.id })).json()).toEqual({
        code: 0,
        msg: '角色已删除',
        data: null,
      });
      expect(await latestLog(role.id)).toMatchObject({
        action: 'role.remove',
        before: { code: 'test_temp' },
      });
      expect((await send('roleRemove', { id: role.id })).statusCode).toBe(404);
    });

    it('refuses a role users hold, saying how many', async () => {
      const role = await addRole('test_held', '在用');
      await addUserWithRoles(t, { tenantId, roleIds: [role.id] });
      await addUserWithRoles(t, { tenantId, roleIds: [role.id] });
      const response = await send('roleRemove', { id: role.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msg: '还有 2 个用户拥有角色「在用」，请先在用户管理中取消分配后再删除',
        error: 'ROLE_IN_USE',
      });
    });

    it('refuses a built-in role even when nobody holds it', async () => {
      const role = await addRole('seller', '其他租户委托方', other.admin.token);
      expect(role).toMatchObject({ isBuiltIn: true, userCount: 0 });
      const response = await send('roleRemove', { id: role.id }, other.admin.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'ROLE_BUILT_IN',
        msg: '「其他租户委托方」是系统内置角色，不能删除或修改编码',
      });
    });

    it('answers 404 for another tenant’s role and leaves it in place', async () => {
      const theirs = await addRole('test_theirs', '他们的', other.admin.token);
      expect((await send('roleRemove', { id: theirs.id })).statusCode).toBe(404);
      expect((await page({ code: 'test_theirs' }, other.admin.token)).total).toBe(1);
    });

    it('refuses a non-numeric id in the path, in Chinese', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/lyp/api/admin/sysRole/removeRole/abc',
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: '角色编号必须是数字' });
    });

    it('is refused to a user without the remove button', async () => {
      const role = await addRole('test_stays', '留下');
      expect((await send('roleRemove', { id: role.id }, tokens.auditor)).statusCode).toBe(403);
    });
  });
});
