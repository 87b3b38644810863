import type { DictType } from '@lyp/shared/dict/dict.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { expectXlsxDownload } from '../../../test/answers';

/** 字典管理's export: the selected dictionary's options as searched, each naming its dictionary. */

describe('exporting 字典管理', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'buyer'] });
  let type: DictType;
  beforeAll(async () => {
    type = dataOf<DictType>(
      await t.send('dictTypeAdd', { code: 'export_colour', name: '导出颜色', sort: 1 }, tokens.admin),
    );
    for (const [label, value, isEnabled] of [
      ['红色', '0012', true],
      ['深红', '0013', false],
      ['蓝色', '0021', true],
    ] as const) {
      const added = await t.send(
        'dictItemAdd',
        { typeId: type.id, label, value, isEnabled, remark: '测试' },
        tokens.admin,
      );
      expect(added.statusCode).toBe(200);
    }
  });

  it('lists the options matching the keyword, named after the dictionary', async () => {
    const answer = await t.send('dictExport', { typeId: type.id, keyword: '红' }, tokens.admin);
    const sheet = await expectXlsxDownload(answer, '字典-导出颜色');
    expect(sheet.name).toBe('字典-导出颜色');
    expect(sheet.header).toEqual([
      '字典名称',
      '字典编码',
      '字典标签',
      '字典值',
      '排序',
      '状态',
      '备注',
      '创建时间',
      '更新时间',
    ]);
    // The values keep their leading zeros: they are codes, not numbers.
    expect(sheet.records).toMatchObject([
      { 字典名称: '导出颜色', 字典编码: 'export_colour', 字典标签: '红色', 字典值: '0012', 状态: '启用' },
      { 字典标签: '深红', 字典值: '0013', 状态: '停用', 备注: '测试' },
    ]);
    expect(sheet.records.map((row) => row['字典标签'])).not.toContain('蓝色');
  });

  it('replaces the characters Excel refuses in a sheet name when the dictionary’s name has them', async () => {
    const odd = dataOf<DictType>(
      await t.send('dictTypeAdd', { code: 'export_odd', name: '规格/型号[旧]' }, tokens.admin),
    );
    const sheet = await readSheet((await t.send('dictExport', { typeId: odd.id }, tokens.admin)).rawPayload);
    expect(sheet.name).toBe('字典-规格_型号_旧_');
    expect(sheet.rows).toEqual([]);
  });

  it('answers 404 for a dictionary that does not exist', async () => {
    expect(errorOf(await t.send('dictExport', { typeId: 999_999 }, tokens.admin)).status).toBe(404);
  });

  it('is refused to a user without the export permission', async () => {
    expect(errorOf(await t.send('dictExport', { typeId: type.id }, tokens.buyer)).status).toBe(403);
  });
});
