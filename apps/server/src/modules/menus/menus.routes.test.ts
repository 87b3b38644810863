import type { Profile } from '@lyp/shared/permission/permission.schemas';
import { describe, expect, it } from 'vitest';
import { useMenuTestApp } from '../../../test/menu-fixtures';

describe('menu management: the tree, adding and editing', () => {
  const { tokens, systemManage, send, tree, addMenu, addButton, latestLog } = useMenuTestApp();

  describe('the tree', () => {
    it('lists every menu and button flat, with parent, order and how many roles hold each', async () => {
      const all = await tree();
      const menuManage = all.find((menu) => menu.code === 'MenuManage')!;
      expect(menuManage).toMatchObject({
        type: 'menu',
        parentId: systemManage.id,
        path: '/personalcenter/menuManage',
        icon: 'MenuOutlined',
        isHidden: 0,
        isSystem: true,
      });
      // Only the seeded administrators' role holds menu management.
      expect(menuManage.roleCount).toBe(1);
      const buttons = all.filter((menu) => menu.parentId === menuManage.id);
      expect(buttons.map((button) => button.code)).toEqual([
        'sys_menu_view',
        'sys_menu_add',
        'sys_menu_edit',
        'sys_menu_del',
      ]);
      expect(buttons.every((button) => button.type === 'button')).toBe(true);
      // Every role holds the dashboard.
      expect(all.find((menu) => menu.code === 'Dashboard')!.roleCount).toBe(4);
    });

    it('is refused to a user without the menu buttons', async () => {
      const response = await send('menuTree', {}, tokens.auditor);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ msg: '没有「查看菜单」权限，请联系管理员开通' });
    });
  });

  describe('adding', () => {
    it('adds a menu with an icon from the dictionary and a button under it, and logs both', async () => {
      const menu = await addMenu({
        code: 'TestReports',
        name: '测试报表',
        path: '/personalcenter/testReports',
        icon: 'AuditOutlined',
        sort: 70,
        isHidden: false,
        metaKeepalive: true,
      });
      expect(menu).toMatchObject({
        type: 'menu',
        parentId: systemManage.id,
        icon: 'AuditOutlined',
        sort: 70,
        isHidden: 0,
        metaKeepalive: 1,
        roleCount: 0,
        isSystem: false,
      });
      const button = await addButton(menu.id, 'test_report_export');
      expect(button).toMatchObject({ type: 'button', parentId: menu.id, path: null, icon: null });
      expect((await tree()).map((entry) => entry.id)).toEqual(expect.arrayContaining([menu.id, button.id]));
      expect(await latestLog(menu.id)).toMatchObject({
        action: 'menu.create',
        summary: '新增菜单 测试报表（TestReports）',
        before: null,
        after: { code: 'TestReports', path: '/personalcenter/testReports', metaKeepalive: 1 },
      });
    });

    it('refuses a code another entry uses, naming that entry', async () => {
      const response = await send('menuAdd', {
        type: 'button',
        parentId: systemManage.id,
        code: 'sys_role_add',
        name: '重复',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msg: '编码「sys_role_add」已被「新增角色」使用，请换一个编码',
        error: 'MENU_CODE_TAKEN',
      });
    });

    it('refuses an icon that is not in the menu_icon dictionary', async () => {
      const response = await send('menuAdd', {
        type: 'menu',
        code: 'TestBadIcon',
        name: '坏图标',
        icon: 'RocketOutlined',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        msg: '菜单图标「RocketOutlined」不在菜单图标字典中，请从列表中选择',
      });
    });

    it('refuses a button under a button and an entry under a parent that does not exist', async () => {
      const button = (await tree()).find((menu) => menu.code === 'sys_dict_add')!;
      const underButton = await send('menuAdd', {
        type: 'button',
        parentId: button.id,
        code: 'test_nested',
        name: '套娃',
      });
      expect(underButton.statusCode).toBe(400);
      expect(underButton.json()).toMatchObject({
        msg: '「新增字典」是按钮，按钮下不能再添加菜单或按钮，请选择一个菜单作为上级',
      });
      const orphan = await send('menuAdd', {
        type: 'menu',
        parentId: 999_999,
        code: 'TestOrphan',
        name: '孤儿',
      });
      expect(orphan.statusCode).toBe(400);
      expect(orphan.json()).toMatchObject({ error: 'MENU_PARENT_NOT_FOUND' });
    });

    it.each([
      ['no type', { code: 'X1', name: '无类型' }, 'type', '请选择类型：菜单（menu）或按钮（button）'],
      ['a menu without a name', { type: 'menu', code: 'X2' }, 'name', '请输入菜单名称'],
      [
        'a button without a menu',
        { type: 'button', code: 'x_3', name: '按钮' },
        'parentId',
        '请选择所属菜单',
      ],
      [
        'a code with spaces',
        { type: 'menu', code: 'a b', name: '名' },
        'code',
        '菜单编码只能包含英文字母、数字、下划线、冒号或连字符',
      ],
      [
        'a path without a slash',
        { type: 'menu', code: 'X4', name: '名', path: 'abc' },
        'path',
        '路由地址须为站内路径，以单个 / 开头，例如 /personalcenter/menuManage',
      ],
      [
        'a path leading off the site',
        { type: 'menu', code: 'X4b', name: '名', path: '//evil.example/x' },
        'path',
        '路由地址须为站内路径，以单个 / 开头，例如 /personalcenter/menuManage',
      ],
      [
        'a long name',
        { type: 'menu', code: 'X5', name: '字'.repeat(51) },
        'name',
        '菜单名称不能超过 50 个字符',
      ],
      [
        'a hidden flag of 2',
        { type: 'menu', code: 'X6', name: '名', isHidden: 2 },
        'isHidden',
        '是否隐藏须为 0 或 1',
      ],
    ])('refuses %s with a Chinese message naming the field', async (_case, body, field, msg) => {
      const response = await send('menuAdd', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg, fields: [{ field, msg }] });
    });

    it('is refused to a user without the add button', async () => {
      const response = await send(
        'menuAdd',
        { type: 'menu', code: 'TestAuditor', name: '审核员的' },
        tokens.auditor,
      );
      expect(response.statusCode).toBe(403);
    });
  });

  describe('editing', () => {
    it('renames and moves a menu, logging before and after', async () => {
      const parent = await addMenu({ code: 'TestParentA', name: '甲' });
      const other = await addMenu({ code: 'TestParentB', name: '乙' });
      const response = await send('menuEdit', {
        ...parent,
        parentId: other.id,
        name: '甲改',
        icon: 'StarOutlined',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        data: { parentId: other.id, name: '甲改', icon: 'StarOutlined' },
      });
      expect(await latestLog(parent.id)).toMatchObject({
        action: 'menu.update',
        before: { name: '甲', parentId: systemManage.id, icon: null },
        after: { name: '甲改', parentId: other.id, icon: 'StarOutlined' },
      });
    });

    it('refuses to move a menu under itself or under one of its descendants', async () => {
      const top = await addMenu({ code: 'TestCycleTop', name: '顶层' });
      const middle = await addMenu({ code: 'TestCycleMiddle', name: '中层', parentId: top.id });
      const bottom = await addMenu({ code: 'TestCycleBottom', name: '底层', parentId: middle.id });
      for (const parentId of [top.id, bottom.id]) {
        const response = await send('menuEdit', { ...top, parentId });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          msg: '不能把「顶层」移到它自己或它的下级菜单之下，请重新选择上级菜单',
        });
      }
    });

    it('keeps the type of an entry', async () => {
      const menu = await addMenu({ code: 'TestTyped', name: '类型固定' });
      const response = await send('menuEdit', {
        id: menu.id,
        type: 'button',
        parentId: systemManage.id,
        code: 'TestTyped',
        name: '改成按钮',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msg: '「类型固定」是菜单，类型不能修改；如需更改请删除后重新新增',
      });
    });

    it('lets a system entry be renamed and hidden but not recoded', async () => {
      const button = (await tree()).find((menu) => menu.code === 'sys_banner_view')!;
      const recode = await send('menuEdit', { ...button, code: 'sys_banner_look' });
      expect(recode.statusCode).toBe(409);
      expect(recode.json()).toMatchObject({
        error: 'MENU_CODE_SYSTEM',
        msg: expect.stringContaining('sys_banner_view'),
      });
      const rename = await send('menuEdit', { ...button, name: '浏览轮播图' });
      expect(rename.json()).toMatchObject({ data: { name: '浏览轮播图', code: 'sys_banner_view' } });
    });

    it('answers 404 for an entry that does not exist', async () => {
      const response = await send('menuEdit', { id: 999_999, type: 'menu', code: 'TestNone', name: '无' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ msg: '菜单或按钮不存在或已被删除' });
    });

    it('reaches the side menu of the users holding it at their next profile fetch', async () => {
      const dictionaries = (await tree()).find((menu) => menu.code === 'DictionaryManage')!;
      await send('menuEdit', { ...dictionaries, name: '数据字典' });
      const profile = await send('permissionList', {});
      const menu = profile.json<{ data: Profile }>().data.menu.find((entry) => entry.id === dictionaries.id);
      expect(menu?.name).toBe('数据字典');
    });
  });
});
