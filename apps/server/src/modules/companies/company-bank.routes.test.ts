import type { CompanyAuth, CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import {
  certifiedCompany,
  profileOf,
  requestBankChange,
  sellerInUncertifiedCompany,
} from '../../../test/company-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { operationLogs, organisations } from '../../db/schema';
import { errorOf } from '../../../test/answers';

const { t, tokens } = useAuctionApp();

const NEW_ACCOUNT = {
  bankName: '交通银行无锡分行营业部',
  bankNumber: '3220 0060 0018 0100 12345',
  interbankAccount: '301302000012',
};
const editBank = (token: string, account: typeof NEW_ACCOUNT = NEW_ACCOUNT) =>
  requestBankChange(t, token, account);
const reviewBank = (id: number, decision: { approved: boolean; reason?: string }, token = tokens.auditor) =>
  t.call('POST', 'companyBankReview', { token, body: { id, ...decision } });
const organisationOf = async (orgId: number) =>
  (await t.database.db.select().from(organisations).where(eq(organisations.id, orgId)))[0]!;

describe('a certified company’s bank account change (开户信息变更)', () => {
  it('needs its 开户许可证 or bank letter, which the reviewers open and other companies cannot', async () => {
    const { owner } = await certifiedCompany(t, tokens.auditor);
    expect(
      errorOf(await t.call('POST', 'companyBankEdit', { token: owner.token, body: NEW_ACCOUNT })),
    ).toMatchObject({
      status: 400,
      fields: [{ field: 'proofFileId', msg: '请上传开户许可证或银行开户证明' }],
    });

    const { bankChange } = dataOf<CompanyAuth>(await editBank(owner.token));
    expect(bankChange!.proofFileId).toEqual(expect.any(String));
    const open = (token: string) =>
      t.call('GET', 'fileDownload', { token, params: { id: bankChange!.proofFileId! } });
    expect((await open(owner.token)).statusCode).toBe(200);
    expect((await open(tokens.auditor)).statusCode).toBe(200);
    const other = await certifiedCompany(t, tokens.auditor);
    expect((await open(other.owner.token)).statusCode).toBe(404);
  });

  it('waits for review with the old account in force, refuses a second change, and applies on approval', async () => {
    const { owner, orgId, application } = await certifiedCompany(t, tokens.auditor);
    const pending = dataOf<CompanyAuth>(await editBank(owner.token));
    expect(pending).toMatchObject({
      bankNumber: application.bankNumber,
      bankChange: {
        status: 'submitted',
        bankName: NEW_ACCOUNT.bankName,
        bankNumber: '322000600018010012345',
        interbankAccount: NEW_ACCOUNT.interbankAccount,
        rejectReason: null,
      },
    });
    expect((await organisationOf(orgId)).bankNumber).toBe(application.bankNumber);
    expect((await profileOf(t, owner.token)).companyInfo).toMatchObject({
      bankNumber: application.bankNumber,
      bankChangePending: true,
    });
    expect(errorOf(await editBank(owner.token, { ...NEW_ACCOUNT, bankName: '另一家银行' }))).toMatchObject({
      status: 409,
      error: 'BANK_CHANGE_PENDING',
    });

    const waiting = dataOf<{ records: CompanyAuthReviewRow[] }>(
      await t.call('POST', 'companyAuthSelect', {
        token: tokens.auditor,
        body: { bankChangePending: true, size: 100 },
      }),
    );
    expect(waiting.records.map((row) => row.id)).toContain(application.id);

    const approved = dataOf<CompanyAuth>(await reviewBank(application.id, { approved: true }));
    expect(approved).toMatchObject({
      bankName: NEW_ACCOUNT.bankName,
      bankNumber: '322000600018010012345',
      interbankAccount: NEW_ACCOUNT.interbankAccount,
      bankChange: null,
    });
    expect(await organisationOf(orgId)).toMatchObject({
      bankName: NEW_ACCOUNT.bankName,
      bankNumber: '322000600018010012345',
      interbankAccount: NEW_ACCOUNT.interbankAccount,
    });
    expect((await profileOf(t, owner.token)).companyInfo).toMatchObject({
      bankNumber: '322000600018010012345',
      bankChangePending: false,
    });
    const actions = (
      await t.database.db
        .select({ action: operationLogs.action })
        .from(operationLogs)
        .where(eq(operationLogs.targetId, String(application.id)))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['company_bank.submit', 'company_bank.approve']));
  });

  it('keeps the old account when the change is rejected and shows the company why', async () => {
    const { owner, orgId, application } = await certifiedCompany(t, tokens.auditor);
    dataOf(await editBank(owner.token));
    const rejected = dataOf<CompanyAuth>(
      await reviewBank(application.id, { approved: false, reason: '开户许可证与账号不一致' }),
    );
    expect(rejected).toMatchObject({
      bankNumber: application.bankNumber,
      bankChange: { status: 'rejected', rejectReason: '开户许可证与账号不一致' },
    });
    expect(
      dataOf<CompanyAuth>(await t.call('POST', 'companyAuthGet', { token: owner.token })).bankChange,
    ).toMatchObject({ status: 'rejected', rejectReason: '开户许可证与账号不一致' });
    expect((await organisationOf(orgId)).bankNumber).toBe(application.bankNumber);
    expect(errorOf(await reviewBank(application.id, { approved: true }))).toMatchObject({
      status: 404,
      error: 'BANK_CHANGE_NOT_FOUND',
    });
    // A corrected change may follow.
    expect(dataOf<CompanyAuth>(await editBank(owner.token)).bankChange).toMatchObject({
      status: 'submitted',
      rejectReason: null,
    });
  });

  it('is for a certified company acted for, and reviewed by reviewers only', async () => {
    const person = await addMember(t, { role: 'buyer' });
    expect(errorOf(await editBank(person.token))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_NOT_ALLOWED',
      msg: expect.stringContaining('请切换到已认证的企业后再修改开户信息'),
    });
    const uncertified = await sellerInUncertifiedCompany(t);
    expect(errorOf(await editBank(uncertified.token))).toMatchObject({
      status: 409,
      error: 'COMPANY_NOT_CERTIFIED',
    });
    expect(
      errorOf(await editBank(tokens.seller, { ...NEW_ACCOUNT, interbankAccount: '12345' })),
    ).toMatchObject({
      status: 400,
      fields: [{ field: 'interbankAccount', msg: '联行号须为 12 位数字（可向开户行查询）' }],
    });
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    dataOf(await editBank(owner.token));
    for (const token of [tokens.seller, tokens.buyer, owner.token]) {
      expect((await reviewBank(application.id, { approved: true }, token)).statusCode).toBe(403);
    }
  });
});
