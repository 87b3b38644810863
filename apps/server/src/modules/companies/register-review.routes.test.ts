import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import type { CompanyAuth, CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import type { SubAccount, SubAccountList } from '@lyp/shared/company/sub-account.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import {
  applyForCompany,
  certifiedCompany,
  completeApplication,
  requestBankChange,
  sellerInUncertifiedCompany,
} from '../../../test/company-fixtures';
import { addMember, freshPhone } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { addUserWithRoles } from '../../../test/role-admin-fixtures';
import { addOtherTenant, platformOrgId } from '../../../test/user-admin-fixtures';
import {
  companyCertifications,
  menus,
  operationLogs,
  organisations,
  roleMenus,
  roles,
  users,
} from '../../db/schema';
import { freshIdNumber } from '../../../test/id-number-fixtures';
import { errorOf } from '../../../test/answers';

/** 注册审核: the reviewer's lists and what the reviewer does beyond approving and rejecting. */

const { t, tokens } = useAuctionApp();

const CORRECTED = {
  bankName: '中国工商银行无锡分行营业部',
  bankNumber: '1103 0200 0900 1234 567',
  interbankAccount: '102302000012',
  reason: '企业来函更正账号，附开户许可证',
};
const correctBank = (id: number, body: Record<string, unknown> = CORRECTED, token = tokens.auditor) =>
  t.call('POST', 'registerReviewBankEdit', { token, body: { id, ...body } });
const companyList = async (body: Record<string, unknown>) =>
  dataOf<{ records: CompanyAuthReviewRow[]; total: number }>(
    await t.call('POST', 'companyAuthSelect', { token: tokens.auditor, body: { size: 100, ...body } }),
  );

async function applyPersonally(token: string) {
  const [front, back] = [await uploadSample(t, token, 'png'), await uploadSample(t, token, 'jpg')];
  return t.call('POST', 'personalAuthAdd', {
    token,
    body: { realName: '赵丽华', idNumber: freshIdNumber(), idFrontFileId: front.id, idBackFileId: back.id },
  });
}

/** Moves an application to a new tenant: the demo auditor must no longer see or touch it. */
async function moveToOtherTenant(applicationId: number) {
  const other = await addOtherTenant(t);
  await t.database.db
    .update(companyCertifications)
    .set({ tenantId: other.tenantId })
    .where(eq(companyCertifications.id, applicationId));
}

describe('the registration review lists (注册审核)', () => {
  it('find a personal application by phone and show who reviewed it', async () => {
    const person = await addMember(t, { role: 'buyer', certified: false });
    dataOf(await applyPersonally(person.token));
    const find = async () =>
      dataOf<{ records: CertificationReviewItem[] }>(
        await t.call('POST', 'certificationList', {
          token: tokens.auditor,
          body: { keyword: person.phone, size: 100 },
        }),
      ).records;
    expect(await find()).toEqual([
      expect.objectContaining({ userId: person.userId, status: 'pending', reviewerName: null }),
    ]);
    dataOf(
      await t.call('POST', 'certificationReview', {
        token: tokens.auditor,
        body: { userId: person.userId, approved: true },
      }),
    );
    const [reviewed] = await find();
    expect(reviewed).toMatchObject({ status: 'approved' });
    expect(reviewed!.reviewerName).toEqual(expect.any(String));
    expect(reviewed!.reviewedAt).not.toBeNull();
  });

  it('find a company by its applicant’s phone, and list bank changes by their state', async () => {
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    expect((await companyList({ keyword: owner.phone })).records.map((row) => row.id)).toEqual([
      application.id,
    ]);
    const bankChange = {
      bankName: '交通银行无锡分行营业部',
      bankNumber: '322000600018010012345',
      interbankAccount: '301302000012',
    };
    dataOf(await requestBankChange(t, owner.token, bankChange));
    const ids = async (bankChange: string) =>
      (await companyList({ bankChange, keyword: owner.phone })).records.map((row) => row.id);
    expect(await ids('submitted')).toEqual([application.id]);
    expect(await ids('approved')).toEqual([]);
    dataOf(
      await t.call('POST', 'companyBankReview', {
        token: tokens.auditor,
        body: { id: application.id, approved: true },
      }),
    );
    expect(await ids('submitted')).toEqual([]);
    expect(await ids('approved')).toEqual([application.id]);
    expect(await ids('any')).toEqual([application.id]);
    const [row] = (await companyList({ bankChange: 'approved', keyword: owner.phone })).records;
    expect(row!.bankChangeReviewerName).toEqual(expect.any(String));
    expect(row!.reviewerName).toEqual(expect.any(String));
  });

  it('leave out another tenant’s applications and refuse to review them', async () => {
    const person = await addMember(t, { role: 'buyer' });
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        ...(await completeApplication(t, person.token)),
        submit: true,
      }),
    );
    await moveToOtherTenant(submitted.id);
    expect((await companyList({ keyword: person.phone })).records).toEqual([]);
    expect(
      errorOf(
        await t.call('POST', 'companyAuthReview', {
          token: tokens.auditor,
          body: { id: submitted.id, approved: true },
        }),
      ),
    ).toMatchObject({ status: 404, error: 'COMPANY_AUTH_NOT_FOUND' });
  });

  it('turn down a rejection whose reason is shorter than 2 or longer than 500 characters, naming the reason', async () => {
    const person = await addMember(t, { role: 'buyer', certified: false });
    dataOf(await applyPersonally(person.token));
    const reject = (reason: string) =>
      t.call('POST', 'certificationReview', {
        token: tokens.auditor,
        body: { userId: person.userId, approved: false, reason },
      });
    expect(errorOf(await reject('糊'))).toMatchObject({
      status: 400,
      fields: [{ field: 'reason', msg: '驳回原因至少 2 个字' }],
    });
    expect(errorOf(await reject('照'.repeat(501)))).toMatchObject({
      status: 400,
      fields: [{ field: 'reason', msg: '驳回原因不能超过 500 个字符' }],
    });
    const long = '身份证照片反光，'.repeat(40);
    expect(dataOf<{ rejectReason: string }>(await reject(long)).rejectReason).toBe(long.trim());
  });
});

/** A reviewer of the demo tenant whose role holds 注册审核 with only these buttons. */
async function reviewerWith(buttons: string[]) {
  const { db } = t.database;
  const now = t.clock.now();
  const [auditor] = await db.select().from(users).where(eq(users.username, 'auditor'));
  const [role] = await db
    .insert(roles)
    .values({
      tenantId: auditor!.tenantId,
      code: `reviewer_${now.getTime()}_${buttons.length}`,
      name: '只审不驳',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: roles.id });
  const granted = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.code, ['RegisterReview', ...buttons]));
  await db.insert(roleMenus).values(granted.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
  return addUserWithRoles(t, {
    tenantId: auditor!.tenantId,
    roleIds: [role!.id],
    orgId: await platformOrgId(t),
  });
}

describe('a reviewer who may approve but not reject', () => {
  it('approves a personal application, but a rejection is refused with 403 and changes nothing', async () => {
    const reviewer = await reviewerWith(['register_review_view', 'register_review_approve']);
    const [first, second] = [
      await addMember(t, { role: 'buyer', certified: false }),
      await addMember(t, { role: 'buyer', certified: false }),
    ];
    dataOf(await applyPersonally(first.token));
    dataOf(await applyPersonally(second.token));
    const review = (userId: number, approved: boolean) =>
      t.call('POST', 'certificationReview', {
        token: reviewer.token,
        body: { userId, approved, ...(approved ? {} : { reason: '照片不清晰' }) },
      });

    expect(errorOf(await review(first.userId, false))).toMatchObject({ status: 403 });
    expect(dataOf<{ status: string }>(await review(second.userId, true)).status).toBe('approved');
    const stillPending = dataOf<{ records: CertificationReviewItem[] }>(
      await t.call('POST', 'certificationList', {
        token: tokens.auditor,
        body: { keyword: first.phone, size: 100 },
      }),
    ).records;
    expect(stillPending).toEqual([expect.objectContaining({ userId: first.userId, status: 'pending' })]);
  });
});

describe('a reviewer correcting a certified company’s bank account (修改开户信息)', () => {
  it('puts the account in force at once and logs the reviewer and the reason', async () => {
    const { orgId, application } = await certifiedCompany(t, tokens.auditor);
    const corrected = dataOf<CompanyAuth>(await correctBank(application.id));
    expect(corrected).toMatchObject({
      bankName: CORRECTED.bankName,
      bankNumber: '1103020009001234567',
      interbankAccount: CORRECTED.interbankAccount,
      bankChange: null,
    });
    const [org] = await t.database.db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org).toMatchObject({ bankName: CORRECTED.bankName, interbankAccount: CORRECTED.interbankAccount });
    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'company_bank.correct'),
          eq(operationLogs.targetId, String(application.id)),
        ),
      );
    expect(log).toMatchObject({ summary: expect.stringContaining(CORRECTED.reason) });
    expect(log!.actorUserId).not.toBeNull();
  });

  it('is refused to a seller', async () => {
    const { application } = await certifiedCompany(t, tokens.auditor);
    expect(errorOf(await correctBank(application.id, CORRECTED, tokens.seller)).status).toBe(403);
  });

  it('is refused while the application is under review, naming its state', async () => {
    const person = await addMember(t, { role: 'buyer' });
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        ...(await completeApplication(t, person.token)),
        submit: true,
      }),
    );
    expect(errorOf(await correctBank(submitted.id))).toMatchObject({
      status: 409,
      msg: '企业认证当前为「审核中」，只有已认证的企业可以修改开户信息',
    });
  });

  it('is refused while the company’s own bank change waits for review', async () => {
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    dataOf(
      await requestBankChange(t, owner.token, {
        bankName: '交通银行',
        bankNumber: '322000600018010012345',
        interbankAccount: '301302000012',
      }),
    );
    expect(errorOf(await correctBank(application.id))).toMatchObject({
      status: 409,
      msg: '该企业的开户信息变更为「待审核」，请先审核该变更，再修改开户信息',
    });
  });

  it('names the field that is wrong, the reason included', async () => {
    const { application } = await certifiedCompany(t, tokens.auditor);
    expect(
      errorOf(await correctBank(application.id, { ...CORRECTED, interbankAccount: '1023' })),
    ).toMatchObject({
      status: 400,
      fields: [{ field: 'interbankAccount', msg: '联行号须为 12 位数字（可向开户行查询）' }],
    });
    const { reason: _reason, ...withoutReason } = CORRECTED;
    expect(errorOf(await correctBank(application.id, withoutReason))).toMatchObject({
      status: 400,
      fields: [{ field: 'reason', msg: '请输入修改原因' }],
    });
  });

  it('is refused for another tenant’s company', async () => {
    const { application } = await certifiedCompany(t, tokens.auditor);
    await moveToOtherTenant(application.id);
    expect(errorOf(await correctBank(application.id))).toMatchObject({ status: 404 });
  });
});

describe('a reviewer adding a sub-account for a certified company (新增子账号)', () => {
  const subAccountsOf = async (orgId: number) =>
    dataOf<SubAccountList>(
      await t.call('POST', 'registerReviewSubAccounts', { token: tokens.auditor, body: { orgId } }),
    );
  const add = (body: Record<string, unknown>, token = tokens.auditor) =>
    t.call('POST', 'registerReviewSubAccountAdd', { token, body });

  it('creates it within what the main account holds and answers a one-time password', async () => {
    const { orgId } = await certifiedCompany(t, tokens.auditor);
    const { grantableMenus, records } = await subAccountsOf(orgId);
    expect(records).toEqual([]);
    expect(grantableMenus.map((menu) => menu.code)).not.toContain('AuditCenter');
    const granted = grantableMenus.find((menu) => menu.code === 'bulletin_view')!;
    const phone = freshPhone();
    const added = dataOf<{ account: SubAccount; temporaryPassword: string }>(
      await add({ orgId, phone, actualName: '孙卫东', menuIds: [granted.id] }),
    );
    expect(added.temporaryPassword).toEqual(expect.any(String));
    expect(added.account).toMatchObject({ phone, actualName: '孙卫东', status: 'active' });
    expect((await subAccountsOf(orgId)).records.map((record) => record.phone)).toEqual([phone]);
    const signIn = await t.call('POST', 'oauthToken', {
      query: { grant_type: 'password', username: phone, password: added.temporaryPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('is refused to a seller', async () => {
    const { orgId } = await certifiedCompany(t, tokens.auditor);
    expect(
      errorOf(await add({ orgId, phone: freshPhone(), actualName: '孙卫东', menuIds: [1] }, tokens.seller))
        .status,
    ).toBe(403);
  });

  it('is refused for a company whose certification is under review, naming its state', async () => {
    const { token, orgId } = await sellerInUncertifiedCompany(t);
    dataOf(await applyForCompany(t, token, { ...(await completeApplication(t, token)), submit: true }));
    expect(
      errorOf(await add({ orgId, phone: freshPhone(), actualName: '孙卫东', menuIds: [1] })),
    ).toMatchObject({
      status: 409,
      msg: '企业认证当前为「审核中」，只有已认证的企业可以新增子账号',
    });
  });

  it('names the field that is wrong', async () => {
    const { orgId } = await certifiedCompany(t, tokens.auditor);
    expect(errorOf(await add({ orgId, phone: '1380000', actualName: '孙卫东', menuIds: [1] }))).toMatchObject(
      {
        status: 400,
        fields: [{ field: 'phone', msg: '手机号格式不正确，请输入 11 位中国大陆手机号' }],
      },
    );
    expect(
      errorOf(await add({ orgId, phone: freshPhone(), actualName: '孙卫东', menuIds: [] })),
    ).toMatchObject({
      status: 400,
      fields: [{ field: 'menuIds', msg: '请至少授予子账号一项权限' }],
    });
  });
});
