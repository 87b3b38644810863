import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/bulletin-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { addTenantWithAdmin, type TenantWithAdmin } from '../../../test/role-admin-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { expectXlsxDownload } from '../../../test/answers';

/** 角色管理's export: the tenant's roles as filtered and sorted, with their user counts. */

describe('exporting 角色管理', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'buyer'] });
  let other: TenantWithAdmin;
  beforeAll(async () => {
    other = await addTenantWithAdmin(t);
  });

  const addRole = async (code: string, name: string, token = tokens.admin) =>
    expect(
      (await t.send('roleAdd', { code, name, description: '导出测试', sort: 60 }, token)).statusCode,
    ).toBe(200);

  it('lists the roles matching the filter in the list’s order, under Chinese headers', async () => {
    await addRole('export_alpha', '导出甲');
    await addRole('export_beta', '导出乙');
    await addRole('import_gamma', '导入丙');
    const answer = await t.send('roleExport', { code: 'export', sort: 'code', order: 'desc' }, tokens.admin);
    const sheet = await expectXlsxDownload(answer, '角色管理');
    expect(sheet.name).toBe('角色管理');
    expect(sheet.header).toEqual([
      '角色名称',
      '角色编码',
      '内置角色',
      '描述',
      '排序',
      '用户数',
      '创建时间',
      '更新时间',
    ]);
    expect(sheet.records.map((row) => row['角色编码'])).toEqual(['export_beta', 'export_alpha']);
    expect(sheet.records[0]).toMatchObject({
      角色名称: '导出乙',
      内置角色: '否',
      描述: '导出测试',
      用户数: 0,
    });
    expect(sheet.records[0]!['创建时间']).toBeInstanceOf(Date);
  });

  it('holds only the caller’s tenant’s roles', async () => {
    await addRole('export_elsewhere', '他租户导出', other.admin.token);
    const ours = await readSheet((await t.send('roleExport', { code: 'export' }, tokens.admin)).rawPayload);
    expect(ours.records.map((row) => row['角色编码'])).not.toContain('export_elsewhere');
    const theirs = await readSheet(
      (await t.send('roleExport', { code: 'export' }, other.admin.token)).rawPayload,
    );
    expect(theirs.records.map((row) => row['角色编码'])).toEqual(['export_elsewhere']);
  });

  it('is refused to a user without the export permission', async () => {
    expect(errorOf(await t.send('roleExport', {}, tokens.buyer)).status).toBe(403);
  });
});
