import type { Profile } from '@lyp/shared/permission/permission.schemas';
import { addTenantWithAdmin } from '../../../test/role-admin-fixtures';
import { describe, expect, it } from 'vitest';
import { useMenuTestApp } from '../../../test/menu-fixtures';

describe('menu management: removing and maintaining', () => {
  const { t, tokens, send, tree, addMenu, addButton, latestLog } = useMenuTestApp();

  describe('removing', () => {
    it('removes an entry nobody holds, logging what it was', async () => {
      const menu = await addMenu({ code: 'TestGone', name: '将删除' });
      const response = await send('menuRemove', { id: menu.id });
      expect(response.json()).toEqual({ code: 0, msg: '已删除', data: null });
      expect((await tree()).some((entry) => entry.id === menu.id)).toBe(false);
      expect(await latestLog(menu.id)).toMatchObject({
        action: 'menu.remove',
        before: { code: 'TestGone' },
        after: null,
      });
      expect((await send('menuRemove', { id: menu.id })).statusCode).toBe(404);
    });

    it('refuses a menu that still has children, saying how many', async () => {
      const menu = await addMenu({ code: 'TestFamily', name: '有下级' });
      await addButton(menu.id, 'test_family_a');
      await addMenu({ code: 'TestFamilyChild', name: '子菜单', parentId: menu.id });
      const response = await send('menuRemove', { id: menu.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msg: '「有下级」下还有 2 个子菜单或按钮，请先删除它们',
        error: 'MENU_HAS_CHILDREN',
      });
    });

    it('refuses an entry granted to roles, naming them and their tenants', async () => {
      const menu = await addMenu({ code: 'TestGranted', name: '已分配' });
      const adminRole = (await send('roleList'))
        .json<{ data: Array<{ id: number; code: string }> }>()
        .data.find((role) => role.code === 'admin')!;
      const current = (await send('roleMenus', { id: adminRole.id })).json<{ data: { menuIds: number[] } }>()
        .data;
      await send('roleGrant', { roleId: adminRole.id, menuIds: [...current.menuIds, menu.id] });
      const own = await send('menuRemove', { id: menu.id });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({
        msg: '「已分配」已分配给角色：管理员，请先在角色管理中取消分配后再删除',
      });
    });

    it('names the tenant of each holding role when roles of several tenants hold the entry', async () => {
      const shared = await addMenu({ code: 'TestShared', name: '共享' });
      const ownRole = (await send('roleAdd', { code: 'test_viewer', name: '查看员' })).json<{
        data: { id: number };
      }>();
      await send('roleGrant', { roleId: ownRole.data.id, menuIds: [shared.id] });
      const other = await addTenantWithAdmin(t);
      const otherRole = (await t.send('roleAdd', { code: 'visitor', name: '访客' }, other.admin.token)).json<{
        data: { id: number };
      }>();
      await t.send('roleGrant', { roleId: otherRole.data.id, menuIds: [shared.id] }, other.admin.token);
      const response = await send('menuRemove', { id: shared.id });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ msg: string }>().msg).toMatch(
        /^「共享」已分配给角色：查看员（.+）、访客（其他租户.+），请先在角色管理中取消分配后再删除$/,
      );
    });

    it('refuses a system entry even when no role holds it', async () => {
      const notFound = (await tree()).find((menu) => menu.code === '404')!;
      const response = await send('menuRemove', { id: notFound.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msg: '「页面不存在」（404）是系统内置的菜单或权限，不能删除或修改编码（可修改名称、排序或隐藏）',
      });
    });

    it('is refused to a user without the remove button', async () => {
      const menu = await addMenu({ code: 'TestKept', name: '保留' });
      expect((await send('menuRemove', { id: menu.id }, tokens.auditor)).statusCode).toBe(403);
    });
  });

  describe('maintaining', () => {
    it('saves new order and hidden flags in one batch, which the next profile fetch shows', async () => {
      const first = await addMenu({ code: 'TestOrderA', name: '排序甲', sort: 1 });
      const second = await addMenu({ code: 'TestOrderB', name: '排序乙', sort: 2 });
      const response = await send('menuMaintain', {
        items: [
          { id: first.id, sort: 5, isHidden: 1 },
          { id: second.id, sort: 2, isHidden: 0 },
        ],
      });
      expect(response.json()).toMatchObject({ data: { updated: 1 } });
      expect((await tree()).find((menu) => menu.id === first.id)).toMatchObject({ sort: 5, isHidden: 1 });
      expect(await latestLog('tree')).toMatchObject({
        action: 'menu.maintain',
        before: [{ id: first.id, sort: 1, isHidden: 0 }],
        after: [{ id: first.id, sort: 5, isHidden: 1 }],
      });

      const dashboard = (await tree()).find((menu) => menu.code === 'Dashboard')!;
      await send('menuMaintain', { items: [{ id: dashboard.id, sort: dashboard.sort, isHidden: 1 }] });
      const profile = (await send('permissionList', {}, tokens.auditor)).json<{ data: Profile }>().data;
      expect(profile.menu.find((menu) => menu.id === dashboard.id)?.isHidden).toBe(1);
      await send('menuMaintain', { items: [{ id: dashboard.id, sort: dashboard.sort, isHidden: 0 }] });
    });

    it('saves nothing when one of the entries does not exist', async () => {
      const menu = await addMenu({ code: 'TestAtomic', name: '原子', sort: 3 });
      const response = await send('menuMaintain', {
        items: [
          { id: menu.id, sort: 9, isHidden: 0 },
          { id: 999_999, sort: 1, isHidden: 0 },
        ],
      });
      expect(response.statusCode).toBe(404);
      expect((await tree()).find((entry) => entry.id === menu.id)?.sort).toBe(3);
    });

    it.each([
      ['an empty list', { items: [] }, '没有需要保存的菜单'],
      ['a negative sort', { items: [{ id: 1, sort: -1, isHidden: 0 }] }, '排序不能小于 0'],
      [
        'the same entry twice',
        {
          items: [
            { id: 1, sort: 1, isHidden: 0 },
            { id: 1, sort: 2, isHidden: 0 },
          ],
        },
        '菜单列表中有重复的菜单编号',
      ],
    ])('refuses %s', async (_case, body, msg) => {
      const response = await send('menuMaintain', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg });
    });

    it('is refused to a user without the edit button', async () => {
      expect(
        (await send('menuMaintain', { items: [{ id: 1, sort: 1, isHidden: 0 }] }, tokens.auditor)).statusCode,
      ).toBe(403);
    });
  });
});
