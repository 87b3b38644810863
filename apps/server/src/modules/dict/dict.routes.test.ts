import type { DictItem, DictType } from '@lyp/shared/dict/dict.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/use-test-app';

describe('dictionaries', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'buyer'] });

  const call = (path: Parameters<TestApp['call']>[1], body?: unknown, token = tokens.admin) =>
    t.call(path.startsWith('dict') && path.endsWith('Remove') ? 'GET' : 'POST', path, {
      token,
      ...(path.endsWith('Remove') ? { params: body as Record<string, number> } : { body }),
    });

  async function addType(code: string, name = `测试字典${code}`): Promise<DictType> {
    const response = await call('dictTypeAdd', { code, name, description: '测试用', sort: 5 });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DictType }>().data;
  }

  async function addItem(typeId: number, value: string, label = `选项${value}`): Promise<DictItem> {
    const response = await call('dictItemAdd', { typeId, label, value });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DictItem }>().data;
  }

  describe('seeded dictionaries', () => {
    it('include the ones the client asks for after login and the auction ones', async () => {
      const response = await call('dictTypeList', {});
      const codes = response.json<{ data: DictType[] }>().data.map((type) => type.code);
      expect(codes).toEqual(
        expect.arrayContaining([
          'menu_icon',
          'menu_type',
          'org_type',
          'goods_category',
          'goods_unit',
          'bidding_mode',
          'bulletin_status',
        ]),
      );
    });

    it('answer the after-login call keyed by code, to anyone, enabled items only', async () => {
      const response = await t.call('POST', 'dictItemsByCodes', {
        body: { codes: ['menu_icon', 'menu_type', 'org_type', 'no_such_dict'] },
      });
      expect(response.statusCode).toBe(200);
      const data = response.json<{ data: Record<string, Array<{ label: string; value: string }>> }>().data;
      expect(data.menu_icon).toEqual(
        expect.arrayContaining([{ label: '首页', value: 'HomeOutlined', sort: 10 }]),
      );
      expect(data.menu_type?.map((option) => option.value)).toEqual(['menu', 'button']);
      expect(data.org_type?.map((option) => option.label)).toEqual(['平台', '企业', '个人']);
      expect(data.no_such_dict).toEqual([]);
    });

    it('refuse to be deleted or renamed in code, because the application reads them', async () => {
      const types = (await call('dictTypeList', {})).json<{ data: DictType[] }>().data;
      const menuType = types.find((type) => type.code === 'menu_type')!;
      const removal = await call('dictTypeRemove', { id: menuType.id });
      expect(removal.statusCode).toBe(409);
      expect(removal.json()).toEqual({
        code: 1,
        msg: '「菜单类型」是系统内置字典，不能删除或修改编码',
        error: 'DICT_TYPE_SYSTEM',
      });
      const rename = await call('dictTypeEdit', { id: menuType.id, code: 'menu_kind', name: '菜单类型' });
      expect(rename.json()).toMatchObject({ error: 'DICT_TYPE_SYSTEM' });
      const relabel = await call('dictTypeEdit', { id: menuType.id, code: 'menu_type', name: '菜单种类' });
      expect(relabel.statusCode).toBe(200);
    });

    it('keep their item values: an item can be relabelled or disabled, not deleted or revalued', async () => {
      const types = (await call('dictTypeList', { keyword: 'org_type' })).json<{ data: DictType[] }>().data;
      const items = (await call('dictItemList', { typeId: types[0]!.id })).json<{
        data: { records: DictItem[] };
      }>().data.records;
      const company = items.find((item) => item.value === 'company')!;
      expect((await call('dictItemRemove', { id: company.id })).json()).toMatchObject({
        error: 'DICT_ITEM_SYSTEM',
      });
      const revalue = await call('dictItemEdit', { ...company, value: 'enterprise' });
      expect(revalue.statusCode).toBe(409);
      const relabel = await call('dictItemEdit', { ...company, label: '企业单位', isEnabled: false });
      expect(relabel.json()).toMatchObject({ data: { label: '企业单位', isEnabled: false } });
    });
  });

  describe('types', () => {
    it('can be added, searched, edited and removed', async () => {
      const created = await addType('test_colour', '颜色');
      expect(created).toMatchObject({
        code: 'test_colour',
        name: '颜色',
        isSystem: false,
        itemCount: 0,
        sort: 5,
      });

      const found = await call('dictTypeList', { keyword: '颜' });
      expect(found.json<{ data: DictType[] }>().data.map((type) => type.code)).toEqual(['test_colour']);

      const edited = await call('dictTypeEdit', {
        id: created.id,
        code: 'test_color',
        name: '颜色分类',
        sort: 1,
      });
      expect(edited.json()).toMatchObject({
        msg: '字典类型已保存',
        data: { code: 'test_color', name: '颜色分类' },
      });

      const removed = await call('dictTypeRemove', { id: created.id });
      expect(removed.json()).toEqual({ code: 0, msg: '字典类型已删除', data: null });
      expect((await call('dictTypeRemove', { id: created.id })).statusCode).toBe(404);
    });

    it('refuse a code that is taken', async () => {
      await addType('test_taken');
      const response = await call('dictTypeAdd', { code: 'test_taken', name: '重复' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ msg: '字典编码「test_taken」已存在，请换一个编码' });
    });

    it('refuse removal while items remain, saying how many', async () => {
      const type = await addType('test_with_items');
      await addItem(type.id, 'a');
      await addItem(type.id, 'b');
      const response = await call('dictTypeRemove', { id: type.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ msg: '该字典类型下还有 2 个字典项，请先删除字典项' });
    });

    it.each([
      ['a missing code', { name: '名称' }, 'code', '请输入字典编码'],
      [
        'a code with capitals',
        { code: 'BadCode', name: '名称' },
        'code',
        '字典编码须以小写字母开头，由 2–50 位小写字母、数字或下划线组成',
      ],
      ['a missing name', { code: 'test_ok' }, 'name', '请输入字典名称'],
      ['a long name', { code: 'test_ok', name: '字'.repeat(51) }, 'name', '字典名称不能超过 50 个字符'],
      ['a negative sort', { code: 'test_ok', name: '名称', sort: -1 }, 'sort', '排序不能小于 0'],
    ])('refuse %s with a message naming the field', async (_case, body, field, msg) => {
      const response = await call('dictTypeAdd', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg, fields: [{ field, msg }] });
    });

    it('answer 404 for an id that does not exist', async () => {
      const response = await call('dictTypeEdit', { id: 999_999, code: 'test_none', name: '无' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        msg: '字典类型不存在或已被删除',
        error: 'DICT_TYPE_NOT_FOUND',
      });
    });

    it('refuse a non-numeric id in the path', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/lyp/api/admin/sysDict/removeDictType/abc',
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: '编号必须是数字' });
    });
  });

  describe('items', () => {
    it('are listed page by page in sort order', async () => {
      const type = await addType('test_paged');
      for (const value of ['c', 'a', 'b']) await addItem(type.id, value);
      const page1 = await call('dictItemList', { typeId: type.id, current: 1, size: 2 });
      expect(page1.json()).toMatchObject({
        data: { total: 3, current: 1, size: 2, records: [{ value: 'c' }, { value: 'a' }] },
      });
      const page2 = await call('dictItemList', { typeId: type.id, current: 2, size: 2 });
      expect(page2.json<{ data: { records: DictItem[] } }>().data.records.map((item) => item.value)).toEqual([
        'b',
      ]);
    });

    it('can be edited and removed', async () => {
      const type = await addType('test_edit_items');
      const item = await addItem(type.id, 'x', '旧标签');
      const edited = await call('dictItemEdit', {
        id: item.id,
        label: '新标签',
        value: 'y',
        sort: 3,
        isEnabled: false,
      });
      expect(edited.json()).toMatchObject({
        data: { label: '新标签', value: 'y', sort: 3, isEnabled: false, typeCode: 'test_edit_items' },
      });
      expect((await call('dictItemRemove', { id: item.id })).json()).toMatchObject({ msg: '字典项已删除' });
    });

    it('refuse a value already used in the same dictionary', async () => {
      const type = await addType('test_dup_items');
      await addItem(type.id, 'same');
      const response = await call('dictItemAdd', { typeId: type.id, label: '另一个', value: 'same' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ msg: '该字典类型下已存在值为「same」的字典项' });
    });

    it('leave disabled items out of the dropdown options', async () => {
      const type = await addType('test_dropdown');
      await addItem(type.id, 'on');
      const off = await addItem(type.id, 'off');
      await call('dictItemEdit', { ...off, isEnabled: false });
      const response = await t.call('POST', 'dictItemsByCodes', { body: { codes: ['test_dropdown'] } });
      expect(response.json()).toMatchObject({ data: { test_dropdown: [{ value: 'on' }] } });
    });

    it('refuse an item for a dictionary that does not exist', async () => {
      const response = await call('dictItemAdd', { typeId: 999_999, label: '孤儿', value: 'orphan' });
      expect(response.statusCode).toBe(404);
    });

    it('refuse a missing label naming the field', async () => {
      const type = await addType('test_item_rules');
      const response = await call('dictItemAdd', { typeId: type.id, value: 'v' });
      expect(response.json()).toMatchObject({ msg: '请输入字典标签', fields: [{ field: 'label' }] });
    });
  });

  describe('under parallel requests', () => {
    it('answer removing a dictionary while items are being added with 200s and 4xx, never a 500', async () => {
      for (let round = 0; round < 10; round += 1) {
        const type = await addType(`test_race_${round}`);
        const answers = await Promise.all([
          call('dictItemAdd', { typeId: type.id, label: '甲', value: 'a' }),
          call('dictTypeRemove', { id: type.id }),
          call('dictItemAdd', { typeId: type.id, label: '乙', value: 'b' }),
        ]);
        for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
      }
    });
  });

  describe('permissions', () => {
    it('refuse changes from a user without the dictionary buttons, naming the permission', async () => {
      const response = await call('dictTypeAdd', { code: 'test_buyer', name: '买家字典' }, tokens.buyer);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 1,
        msg: '没有「新增字典」权限，请联系管理员开通',
        error: 'PERMISSION_DENIED',
      });
      expect((await call('dictTypeList', {}, tokens.buyer)).statusCode).toBe(403);
      expect((await call('dictItemRemove', { id: 1 }, tokens.buyer)).statusCode).toBe(403);
    });

    it('refuse visitors without a token before reading the body', async () => {
      const response = await t.call('POST', 'dictTypeAdd', { body: { nonsense: true } });
      expect(response.statusCode).toBe(401);
    });
  });
  describe('the operation log', () => {
    const logOf = async (targetType: string, targetId: number) =>
      (
        await t.send('operationLogPage', { targetType, targetId: String(targetId), size: 20 }, tokens.admin)
      ).json<{
        data: { records: OperationLog[] };
      }>().data.records;

    it('keeps every change of a type, who made it, before and after', async () => {
      const type = await addType('test_logged', '记录类型');
      await call('dictTypeEdit', { id: type.id, code: 'test_logged', name: '记录类型2', sort: 1 });
      await call('dictTypeRemove', { id: type.id });
      const entries = await logOf('dict_type', type.id);
      expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
        ['dictType.remove', '删除字典类型 记录类型2（test_logged）'],
        ['dictType.update', '编辑字典类型 记录类型2（test_logged）'],
        ['dictType.create', '新增字典类型 记录类型（test_logged）'],
      ]);
      expect(entries[1]).toMatchObject({
        actorName: expect.any(String) as string,
        before: { name: '记录类型', sort: 5 },
        after: { name: '记录类型2', sort: 1 },
      });
    });

    it('keeps every change of an option, naming a switch on or off as such', async () => {
      const type = await addType('test_logged_items', '记录选项');
      const item = await addItem(type.id, 'x', '选项甲');
      await call('dictItemEdit', { ...item, isEnabled: false });
      await call('dictItemEdit', { ...item, label: '选项乙', isEnabled: false });
      await call('dictItemRemove', { id: item.id });
      const entries = await logOf('dict_item', item.id);
      expect(entries.map((entry) => entry.summary)).toEqual([
        '删除字典项 记录选项：选项乙',
        '编辑字典项 记录选项：选项乙',
        '停用字典项 记录选项：选项甲',
        '新增字典项 记录选项：选项甲',
      ]);
      expect(entries[2]).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });
    });

    it('keeps nothing of a change that was refused', async () => {
      const type = await addType('test_logged_refused', '拒绝记录');
      await addItem(type.id, 'dup');
      expect((await call('dictItemAdd', { typeId: type.id, label: '重复', value: 'dup' })).statusCode).toBe(
        409,
      );
      const entries = (
        await t.send('operationLogPage', { targetType: 'dict_item', keyword: '重复', size: 20 }, tokens.admin)
      ).json<{ data: { total: number } }>().data;
      expect(entries.total).toBe(0);
    });
  });
});
