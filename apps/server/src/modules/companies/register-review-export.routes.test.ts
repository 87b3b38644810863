import { idNumberCheckCharacter } from '@lyp/shared/account/id-number';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { certifiedCompany, requestBankChange } from '../../../test/company-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

/** 注册审核's exports: each tab's applications as filtered, as the reviewer's list holds them. */

const { t, tokens } = useAuctionApp();

const ID_NUMBER = `32010219900307123${idNumberCheckCharacter('32010219900307123')}`;

async function applyPersonally(token: string) {
  const [front, back] = [await uploadSample(t, token, 'png'), await uploadSample(t, token, 'jpg')];
  dataOf(
    await t.call('POST', 'personalAuthAdd', {
      token,
      body: { realName: '钱晓梅', idNumber: ID_NUMBER, idFrontFileId: front.id, idBackFileId: back.id },
    }),
  );
}

const exported = async (name: 'certificationExport' | 'companyAuthExport', body: Record<string, unknown>) => {
  const { fileName, ...sheet } = await expectXlsxDownload(
    await t.call('POST', name, { token: tokens.auditor, body }),
  );
  return { fileName, sheet };
};

describe('exporting 注册审核', () => {
  it('gives the personal applications as filtered, with the ID number masked', async () => {
    const person = await addMember(t, { role: 'buyer', certified: false });
    await applyPersonally(person.token);
    const { fileName, sheet } = await exported('certificationExport', { keyword: person.phone });
    expect(fileName).toMatch(/实名认证审核-\d{8}\.xlsx/);
    expect(sheet.records).toEqual([
      expect.objectContaining({
        姓名: '钱晓梅',
        手机号: person.phone,
        '身份证号（已打码）': `320102********${ID_NUMBER.slice(14)}`,
        认证状态: '审核中',
      }),
    ]);
    expect(JSON.stringify(sheet.rows)).not.toContain(ID_NUMBER);
    // The status filter holds: the pending application is not among the approved ones.
    const approved = await exported('certificationExport', { keyword: person.phone, status: 'approved' });
    expect(approved.sheet.rows).toEqual([]);
  });

  it('gives the companies as filtered, with their licence, bank account and review', async () => {
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    const { fileName, sheet } = await exported('companyAuthExport', { keyword: owner.phone });
    expect(fileName).toMatch(/企业认证审核-\d{8}\.xlsx/);
    expect(sheet.records).toEqual([
      expect.objectContaining({
        企业名称: application.companyName,
        统一社会信用代码: application.companyCode,
        申请人手机号: owner.phone,
        银行账号: application.bankNumber,
        认证状态: '已认证',
        审核人: expect.any(String),
      }),
    ]);
    expect(
      (await exported('companyAuthExport', { keyword: owner.phone, status: 'rejected' })).sheet.rows,
    ).toEqual([]);
  });

  it('names the bank tab’s export after it and shows the change waiting for review', async () => {
    const { owner } = await certifiedCompany(t, tokens.auditor);
    const change = {
      bankName: '交通银行无锡分行营业部',
      bankNumber: '322000600018010012345',
      interbankAccount: '301302000012',
    };
    dataOf(await requestBankChange(t, owner.token, change));
    const { fileName, sheet } = await exported('companyAuthExport', {
      keyword: owner.phone,
      bankChange: 'submitted',
    });
    expect(fileName).toMatch(/开户信息审核-\d{8}\.xlsx/);
    expect(sheet.records[0]!['开户信息变更']).toBe(
      '待审核：交通银行无锡分行营业部 322000600018010012345（联行号 301302000012）',
    );
  });

  it('is refused to a seller, who reviews nothing', async () => {
    for (const name of ['certificationExport', 'companyAuthExport'] as const) {
      expect((await t.call('POST', name, { token: tokens.seller, body: {} })).statusCode).toBe(403);
    }
  });
});
