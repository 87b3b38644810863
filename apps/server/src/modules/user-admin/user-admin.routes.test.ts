import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import type { OrgOption, TemporaryPassword, UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useUserAdminApp } from '../../../test/user-admin-fixtures';
import { freshPhone } from '../../../test/org-fixtures';

describe('user administration: list, add, edit', () => {
  const { t, demo, other, send } = useUserAdminApp({ otherTenant: true });
  beforeAll(async () => {});

  async function addUser(overrides: Record<string, unknown> = {}): Promise<TemporaryPassword> {
    const response = await send('userAdd', {
      actualName: '王审核',
      phone: freshPhone(),
      orgIds: [demo.platformOrg],
      roleIds: [demo.auditorRole],
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TemporaryPassword }>().data;
  }

  const page = async (body: Record<string, unknown>) => {
    const response = await send('userPage', { current: 1, size: 10, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { records: UserAdminRow[]; total: number } }>().data;
  };

  const logsOf = async (userId: number) => {
    const response = await send('operationLogPage', {
      targetType: 'user',
      targetId: String(userId),
      size: 50,
    });
    return response.json<{ data: { records: OperationLog[] } }>().data.records;
  };

  describe('adding a user', () => {
    it('creates the account with its organisations and roles and answers a temporary password once', async () => {
      const phone = freshPhone();
      const { user, temporaryPassword } = await addUser({
        username: 'zhang_audit',
        actualName: '张审核',
        phone,
        roleIds: [demo.auditorRole, demo.sellerRole],
      });
      expect(user).toMatchObject({
        username: 'zhang_audit',
        actualName: '张审核',
        phone,
        status: 'active',
        mustChangePassword: true,
        organisations: [{ id: demo.platformOrg, isDefault: true }],
      });
      expect(user.roles.map((role) => role.code).sort()).toEqual(['auditor', 'seller']);
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{14}$/);
      // Read back later, the password is not there.
      const again = await send('userGet', { id: user.id });
      expect(again.body).not.toContain(temporaryPassword);
    });

    it('lets the new user sign in with the temporary password, which the age check says must be changed', async () => {
      const { user, temporaryPassword } = await addUser({ username: 'new_signin' });
      const token = await t.signIn('new_signin', temporaryPassword);
      const check = await t.call('GET', 'passwordAgeCheck', { token });
      expect(check.json()).toEqual({ code: 0, msg: '操作成功', data: 'admin_reset' });
      expect((await t.services.auth.authenticate(token))?.userId).toBe(user.id);
    });

    it('keeps the addition in the operation log, without the password', async () => {
      const { user, temporaryPassword } = await addUser({ actualName: '日志用户' });
      const [entry] = await logsOf(user.id);
      expect(entry).toMatchObject({
        action: 'user.create',
        summary: '新增用户 日志用户',
        before: null,
        after: { actualName: '日志用户', roles: ['审核员'], status: '启用' },
      });
      expect(JSON.stringify(entry)).not.toContain(temporaryPassword);
    });

    it.each([
      ['a malformed phone', { phone: '12345' }, 'phone', '手机号格式不正确，请输入 11 位中国大陆手机号'],
      [
        'a username starting with a digit',
        { username: '9lives' },
        'username',
        '用户名须以字母开头，由 4–20 位字母、数字或下划线组成',
      ],
      ['no real name', { actualName: ' ' }, 'actualName', '请输入姓名'],
      ['no organisation', { orgIds: [] }, 'orgIds', '请选择所属组织'],
      ['no role', { roleIds: [] }, 'roleIds', '请选择角色'],
      [
        'a default organisation not chosen',
        { defaultOrgId: 999_999 },
        'defaultOrgId',
        '默认组织须是所选的所属组织之一',
      ],
    ])('refuses %s with a message naming the field', async (_case, change, field, message) => {
      const response = await send('userAdd', {
        actualName: '李四',
        phone: freshPhone(),
        orgIds: [demo.platformOrg],
        roleIds: [demo.auditorRole],
        ...change,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ msg: string; fields: Array<{ field: string; msg: string }> }>();
      expect(body.fields).toContainEqual({ field, msg: message });
    });

    it('refuses a phone or a username another account already has, in any case', async () => {
      const byPhone = await send('userAdd', {
        actualName: '重号',
        phone: '13800000001',
        orgIds: [demo.platformOrg],
        roleIds: [demo.auditorRole],
      });
      expect(byPhone.statusCode).toBe(409);
      expect(byPhone.json()).toMatchObject({ msg: '手机号 13800000001 已被其他用户使用，请换一个' });

      const byName = await send('userAdd', {
        username: 'ADMIN',
        actualName: '重名',
        phone: freshPhone(),
        orgIds: [demo.platformOrg],
        roleIds: [demo.auditorRole],
      });
      expect(byName.statusCode).toBe(409);
      expect(byName.json()).toMatchObject({ msg: '用户名「ADMIN」已被使用，请换一个' });
    });

    it('refuses organisations and roles of another tenant, naming them', async () => {
      const withOrg = await send('userAdd', {
        actualName: '越界',
        phone: freshPhone(),
        orgIds: [demo.platformOrg, other.orgId],
        roleIds: [demo.auditorRole],
      });
      expect(withOrg.statusCode).toBe(400);
      expect(withOrg.json()).toMatchObject({
        error: 'USER_ORG_INVALID',
        msg: `所属组织不存在或不属于本租户（组织编号 ${other.orgId}），请重新选择`,
      });
      const withRole = await send('userAdd', {
        actualName: '越界',
        phone: freshPhone(),
        orgIds: [demo.platformOrg],
        roleIds: [other.roleId],
      });
      expect(withRole.statusCode).toBe(400);
      expect(withRole.json()).toMatchObject({ error: 'USER_ROLE_INVALID' });
    });
  });

  describe('the list', () => {
    it('finds users by part of the username or real name, by phone, organisation, role and status', async () => {
      const { user } = await addUser({
        username: 'findme_x',
        actualName: '查找测试',
        roleIds: [demo.sellerRole],
      });
      expect((await page({ name: 'FINDME' })).records.map((row) => row.id)).toEqual([user.id]);
      expect((await page({ name: '查找测' })).records.map((row) => row.id)).toEqual([user.id]);
      expect((await page({ phone: user.phone.slice(3) })).records.map((row) => row.id)).toEqual([user.id]);

      const byRole = await page({ roleId: demo.sellerRole, size: 100 });
      expect(byRole.records.map((row) => row.id)).toContain(user.id);
      expect(byRole.records.every((row) => row.roles.some((role) => role.id === demo.sellerRole))).toBe(true);

      const byOrg = await page({ orgId: demo.platformOrg, size: 100 });
      expect(byOrg.records.map((row) => row.id)).toContain(user.id);
      expect(byOrg.records.some((row) => row.username === 'buyer')).toBe(false);

      expect((await page({ name: 'findme_x', status: 'disabled' })).total).toBe(0);
    });

    it('pages and sorts on the server, and never shows another tenant its users', async () => {
      const all = await page({ size: 100, sort: 'phone', order: 'asc' });
      const phones = all.records.map((row) => row.phone);
      expect(phones).toEqual([...phones].sort());
      expect(all.records.map((row) => row.id)).not.toContain(other.userId);

      const second = await page({ size: 2, current: 2, sort: 'phone', order: 'asc' });
      expect(second.records.map((row) => row.phone)).toEqual(phones.slice(2, 4));
      expect(second.total).toBe(all.total);
    });

    it('refuses an unknown sort field or status with a Chinese message', async () => {
      const response = await send('userPage', { sort: 'passwordHash' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: expect.stringContaining('排序字段只能是') });
      const status = await send('userPage', { status: 'gone' });
      expect(status.json()).toMatchObject({ msg: expect.stringContaining('状态只能是启用') });
    });
  });

  describe('reading and editing one user', () => {
    it('answers 404 for a user of another tenant, as for one that does not exist', async () => {
      for (const id of [other.userId, 2_000_000]) {
        const read = await send('userGet', { id });
        expect(read.statusCode).toBe(404);
        expect(read.json()).toMatchObject({ msg: '用户不存在或已被删除' });
      }
      const edit = await send('userEdit', {
        id: other.userId,
        actualName: '篡改',
        phone: freshPhone(),
        orgIds: [demo.platformOrg],
        roleIds: [demo.auditorRole],
      });
      expect(edit.statusCode).toBe(404);
    });

    it('saves the changes and logs only what changed, before and after', async () => {
      const { user } = await addUser({ username: 'edit_me', actualName: '编辑前' });
      const response = await send('userEdit', {
        id: user.id,
        username: 'edit_me',
        actualName: '编辑后',
        phone: user.phone,
        orgIds: [demo.platformOrg],
        roleIds: [demo.sellerRole],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: UserAdminRow }>().data).toMatchObject({
        actualName: '编辑后',
        roles: [{ id: demo.sellerRole }],
      });
      const [entry] = await logsOf(user.id);
      expect(entry).toMatchObject({
        action: 'user.update',
        before: { actualName: '编辑前', roles: ['审核员'] },
        after: { actualName: '编辑后', roles: ['委托方'] },
      });
      expect(Object.keys(entry!.after as object).sort()).toEqual(['actualName', 'roles']);
    });

    it('signs a user out when an organisation they belonged to is taken from them', async () => {
      const second = (await send('orgOptions', { keyword: '华东' })).json<{ data: OrgOption[] }>().data[0]!;
      const { user, temporaryPassword } = await addUser({
        username: 'two_orgs',
        orgIds: [demo.platformOrg, second.id],
        defaultOrgId: second.id,
      });
      expect(user.organisations[0]).toMatchObject({ id: second.id, isDefault: true });
      const token = await t.signIn('two_orgs', temporaryPassword);

      const response = await send('userEdit', {
        id: user.id,
        username: 'two_orgs',
        actualName: user.actualName,
        phone: user.phone,
        orgIds: [demo.platformOrg],
        roleIds: [demo.auditorRole],
      });
      expect(response.json<{ data: UserAdminRow }>().data.organisations).toEqual([
        { id: demo.platformOrg, name: expect.any(String), isDefault: true },
      ]);
      expect((await t.call('GET', 'passwordAgeCheck', { token })).statusCode).toBe(401);
    });
  });

  describe('organisation options', () => {
    it('lists the tenant’s organisations, platform first, narrowed by a keyword', async () => {
      const all = (await send('orgOptions', {})).json<{ data: OrgOption[] }>().data;
      expect(all[0]).toMatchObject({ id: demo.platformOrg, type: 'platform' });
      expect(all.map((org) => org.id)).not.toContain(other.orgId);
      const some = (await send('orgOptions', { keyword: '浦江' })).json<{ data: OrgOption[] }>().data;
      expect(some.map((org) => org.name)).toEqual(['上海浦江物资回收有限公司']);
      const foreign = (await send('orgOptions', { keyword: '其他租户' })).json<{ data: OrgOption[] }>().data;
      expect(foreign).toEqual([]);
    });
  });

  describe('permissions', () => {
    it.each([
      ['userPage', {}, '查看用户'],
      ['userGet', { id: 1 }, '查看用户'],
      ['userAdd', { actualName: '甲', phone: '13500009999', orgIds: [1], roleIds: [1] }, '新增用户'],
      ['userEdit', { id: 1, actualName: '甲', phone: '13500009999', orgIds: [1], roleIds: [1] }, '编辑用户'],
      ['userResetPassword', { id: 1 }, '重置密码'],
      ['userSetStatus', { id: 1, status: 'disabled' }, '启用/停用用户'],
      ['userUnlock', { id: 1 }, '解除登录锁定'],
      ['userExport', {}, '导出用户'],
      ['orgOptions', {}, '查看用户'],
    ] as const)('refuses %s to a role without its permission', async (name, input, label) => {
      const seller = await t.signIn('seller');
      const response = await t.send(name, input, seller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ msg: `没有「${label}」权限，请联系管理员开通` });
    });
  });
});
