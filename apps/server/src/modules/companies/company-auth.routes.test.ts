import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import type { CompanyAuth, CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import {
  applyForCompany,
  certifiedCompany,
  companyDetails,
  completeApplication,
  freshCreditCode,
  profileOf,
  reviewCompany,
  sellerInUncertifiedCompany,
} from '../../../test/company-fixtures';
import { publishedLot } from '../../../test/deposit-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { operationLogs, organisations, userOrganisations } from '../../db/schema';
import { errorOf } from '../../../test/answers';

const { t, tokens } = useAuctionApp();

const newcomer = () => addMember(t, { role: 'buyer' });
const update = (token: string, body: Record<string, unknown>) =>
  t.call('POST', 'companyAuthUpdate', { token, body });
const mine = async (token: string) =>
  dataOf<CompanyAuth | null>(await t.call('POST', 'companyAuthGet', { token }));

describe('company certification (企业认证) by a person for a new company', () => {
  it('keeps a draft with what is filled in, then sends the whole application for review', async () => {
    const person = await newcomer();
    const draft = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        companyName: '无锡惠达再生金属有限公司',
        regionCode: '320206',
      }),
    );
    expect(draft).toMatchObject({
      status: 'draft',
      orgId: null,
      applicantUserId: person.userId,
      companyName: '无锡惠达再生金属有限公司',
      companyCode: null,
      companyAddr: '江苏省无锡市惠山区',
      submittedAt: null,
    });
    expect(await mine(person.token)).toMatchObject({ id: draft.id, status: 'draft' });

    const rest = await completeApplication(t, person.token, { companyName: undefined });
    const submitted = dataOf<CompanyAuth>(
      await update(person.token, { id: draft.id, ...rest, submit: true }),
    );
    expect(submitted).toMatchObject({
      id: draft.id,
      status: 'submitted',
      companyName: '无锡惠达再生金属有限公司',
      companyCode: rest.companyCode,
      bankNumber: '6228480123456789012',
      licenceFileId: rest.licenceFileId,
    });
    expect(submitted.submittedAt).not.toBeNull();
  });

  it('names every missing field of an application sent for review, and stores nothing', async () => {
    const person = await newcomer();
    const response = await applyForCompany(t, person.token, {
      companyName: '无锡惠达再生金属有限公司',
      submit: true,
    });
    const error = errorOf(response);
    expect(error).toMatchObject({ status: 400, error: 'VALIDATION_FAILED' });
    expect(error.fields?.map((field) => field.field).sort()).toEqual(
      [
        'bankName',
        'bankNumber',
        'companyCode',
        'contactMail',
        'contactPerson',
        'contactPhone',
        'detailAddr',
        'interbankAccount',
        'legalPerson',
        'licenceFileId',
        'regionCode',
      ].sort(),
    );
    expect(error.fields).toContainEqual({ field: 'licenceFileId', msg: '请上传营业执照' });
    expect(error.fields).toContainEqual({ field: 'contactMail', msg: '请输入联系邮箱' });
    expect(error.msg).toBe(error.fields![0]!.msg);
    expect(await mine(person.token)).toBeNull();
  });

  it('names the credit code whose check character is wrong, and a region that is no district', async () => {
    const person = await newcomer();
    const code = freshCreditCode();
    const wrongCheck = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    expect(errorOf(await applyForCompany(t, person.token, { companyCode: wrongCheck }))).toMatchObject({
      status: 400,
      error: 'VALIDATION_FAILED',
      fields: [
        { field: 'companyCode', msg: '统一社会信用代码不正确，请核对营业执照上的 18 位代码（校验位不符）' },
      ],
    });
    for (const regionCode of ['999999', '320000']) {
      expect(errorOf(await applyForCompany(t, person.token, { regionCode }))).toMatchObject({
        status: 400,
        error: 'VALIDATION_FAILED',
        fields: [{ field: 'regionCode', msg: '所在地区不存在，请重新选择省、市、区县' }],
      });
    }
    // Written as on the licence, with spaces and in lower case, the code is stored as the standard writes it.
    const spaced = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        companyCode: ` ${code.slice(0, 9).toLowerCase()} ${code.slice(9)}`,
      }),
    );
    expect(spaced.companyCode).toBe(code);
  });

  it('shows a rejection’s reason, takes the corrected application again, and on approval makes the company', async () => {
    const person = await newcomer();
    const details = await completeApplication(t, person.token);
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, { ...details, submit: true }),
    );
    expect(errorOf(await update(person.token, { id: submitted.id, legalPerson: '王大力' }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_WRONG_STATE',
      msg: '企业认证当前为「审核中」，审核期间不能修改，请等待审核结果',
    });

    const rejected = dataOf<CompanyAuth>(
      await reviewCompany(t, tokens.auditor, submitted.id, { approved: false, reason: '营业执照照片不清晰' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '营业执照照片不清晰' });
    expect(await mine(person.token)).toMatchObject({
      status: 'rejected',
      rejectReason: '营业执照照片不清晰',
    });

    const licence = await uploadSample(t, person.token, 'jpg', '营业执照-清晰.jpg');
    const resubmitted = dataOf<CompanyAuth>(
      await update(person.token, { id: submitted.id, licenceFileId: licence.id, submit: true }),
    );
    expect(resubmitted).toMatchObject({
      status: 'submitted',
      rejectReason: null,
      reviewedAt: null,
      licenceFileId: licence.id,
    });
    // The reviewers' queue shows it waiting afresh, not under the last reviewer's name.
    const [queued] = dataOf<{ records: Array<{ id: number; reviewerName: string | null }> }>(
      await t.call('POST', 'companyAuthSelect', {
        token: tokens.auditor,
        body: { keyword: details.companyName, status: 'submitted' },
      }),
    ).records;
    expect(queued).toMatchObject({ id: submitted.id, reviewerName: null });

    const approved = dataOf<CompanyAuth>(
      await reviewCompany(t, tokens.auditor, submitted.id, { approved: true }),
    );
    expect(approved.status).toBe('approved');
    expect(approved.orgId).toEqual(expect.any(Number));
    const orgId = approved.orgId!;

    const { db } = t.database;
    const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
    expect(org).toMatchObject({
      type: 'company',
      name: details.companyName,
      companyCode: details.companyCode,
      companyAddr: '江苏省无锡市惠山区',
      detailAddr: details.detailAddr,
      bankNumber: '6228480123456789012',
      interbankAccount: details.interbankAccount,
    });
    const memberships = await db
      .select()
      .from(userOrganisations)
      .where(eq(userOrganisations.userId, person.userId));
    expect(memberships.find((row) => row.orgId === orgId)?.isDefault).toBe(true);
    expect(memberships.filter((row) => row.isDefault)).toHaveLength(1);

    // Still acting personally, the applicant sees the result; in the company, the profile says certified.
    expect(await mine(person.token)).toMatchObject({ id: submitted.id, status: 'approved' });
    const profile = await profileOf(t, person.token, orgId);
    expect(profile.userInfo.roles.map((role) => role.code)).toContain('seller');
    expect(profile.companyInfo).toMatchObject({
      companyName: details.companyName,
      companyCode: details.companyCode,
      legalPerson: details.legalPerson,
      certificationStatus: 'approved',
      bankChangePending: false,
    });
    expect(profile.subAccountInfo).toBeNull();
    expect(profile.button.map((button) => button.code)).toContain('bulletin_add');

    const logs = await db
      .select({ action: operationLogs.action, summary: operationLogs.summary })
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.targetType, 'company_certification'),
          eq(operationLogs.targetId, String(submitted.id)),
        ),
      );
    expect(logs.map((log) => log.action).sort()).toEqual(['company_auth.approve', 'company_auth.reject']);
    expect(logs.find((log) => log.action === 'company_auth.reject')?.summary).toContain('营业执照照片不清晰');
  });

  it('keeps one open application per person', async () => {
    const person = await newcomer();
    dataOf(await applyForCompany(t, person.token, { companyName: '无锡惠达再生金属有限公司' }));
    expect(errorOf(await applyForCompany(t, person.token, companyDetails()))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_EXISTS',
      msg: '您已有一份企业认证申请（草稿），请在原申请上修改或查看审核结果',
    });
  });

  it('refuses a credit code another company has under review or certified, naming the field', async () => {
    const [first, second] = [await newcomer(), await newcomer()];
    const code = freshCreditCode();
    dataOf(
      await applyForCompany(t, first.token, {
        ...(await completeApplication(t, first.token, { companyCode: code })),
        submit: true,
      }),
    );
    // A draft may hold it; sending it for review may not.
    const draft = dataOf<CompanyAuth>(await applyForCompany(t, second.token, { companyCode: code }));
    const taken = {
      status: 409,
      error: 'COMPANY_CODE_TAKEN',
      fields: [{ field: 'companyCode', msg: expect.stringContaining(code) }],
    };
    expect(
      errorOf(
        await update(second.token, {
          id: draft.id,
          ...(await completeApplication(t, second.token, { companyCode: code })),
          submit: true,
        }),
      ),
    ).toMatchObject(taken);
    expect(await mine(second.token)).toMatchObject({ status: 'draft' });
    // A seeded demo company is certified under its code.
    expect(
      errorOf(
        await update(second.token, {
          id: draft.id,
          ...(await completeApplication(t, second.token, { companyCode: '91320200MA1HD00219' })),
          submit: true,
        }),
      ),
    ).toMatchObject({
      ...taken,
      fields: [{ field: 'companyCode', msg: expect.stringContaining('91320200MA1HD00219') }],
    });
  });

  it('shows the auditor every other application with the same credit code, whatever became of it', async () => {
    const [first, second] = [await newcomer(), await newcomer()];
    const code = freshCreditCode();
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, first.token, {
        ...(await completeApplication(t, first.token, { companyCode: code })),
        submit: true,
      }),
    );
    dataOf(
      await reviewCompany(t, tokens.auditor, submitted.id, { approved: false, reason: '营业执照与名称不符' }),
    );
    const again = dataOf<CompanyAuth>(
      await applyForCompany(t, second.token, {
        ...(await completeApplication(t, second.token, { companyCode: code })),
        submit: true,
      }),
    );
    const same = (id: number, token = tokens.auditor) =>
      t.call('GET', 'companyAuthSameCode', { token, params: { id } });
    expect(dataOf(await same(again.id))).toEqual([
      {
        id: submitted.id,
        companyName: submitted.companyName,
        applicantUserId: first.userId,
        applicantName: expect.any(String),
        applicantPhone: first.phone,
        status: 'rejected',
        submittedAt: expect.any(String),
      },
    ]);
    expect(dataOf(await same(submitted.id))).toEqual([
      expect.objectContaining({ id: again.id, status: 'submitted' }),
    ]);
    expect((await same(again.id, second.token)).statusCode).toBe(403);
  });

  it('counts the applicant as certified for bidding once their company is approved', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const person = await newcomer();
    const standing = async () =>
      dataOf<BidderInfo>(await t.call('GET', 'bidUserInfo', { token: person.token, params: { lotId } }));
    expect((await standing()).blockedBy).toBe('certification');
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        ...(await completeApplication(t, person.token)),
        submit: true,
      }),
    );
    // In review: told to wait, not to apply again.
    expect((await standing()).blockedBy).toBe('certification_review');
    dataOf(await reviewCompany(t, tokens.auditor, submitted.id, { approved: true }));
    expect((await standing()).blockedBy).not.toMatch(/^certification/);
  });
});

describe('company certification of an existing company organisation', () => {
  it('is applied for by a member acting for the company, and approval updates that organisation', async () => {
    const seller = await sellerInUncertifiedCompany(t);
    expect(await mine(seller.token)).toBeNull();
    const details = await completeApplication(t, seller.token, { companyName: '无锡新区再生物资有限公司' });
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, seller.token, { ...details, submit: true }),
    );
    expect(submitted).toMatchObject({ status: 'submitted', orgId: seller.orgId });
    expect(await mine(seller.token)).toMatchObject({ id: submitted.id });
    // The company has its one application.
    expect(errorOf(await applyForCompany(t, seller.token, { companyName: '另一家公司' }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_EXISTS',
      msg: '您已有一份企业认证申请（审核中），请在原申请上修改或查看审核结果',
    });

    const approved = dataOf<CompanyAuth>(
      await reviewCompany(t, tokens.auditor, submitted.id, { approved: true }),
    );
    expect(approved.orgId).toBe(seller.orgId);
    const profile = await profileOf(t, seller.token);
    expect(profile.companyInfo).toMatchObject({
      companyName: '无锡新区再生物资有限公司',
      companyCode: details.companyCode,
      certificationStatus: 'approved',
    });
    // Certified: its details no longer change by application.
    expect(errorOf(await applyForCompany(t, seller.token, { companyName: '改名公司' }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_NOT_ALLOWED',
      msg: expect.stringContaining('已通过企业认证'),
    });
    expect(errorOf(await update(seller.token, { id: submitted.id, legalPerson: '王大力' }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_WRONG_STATE',
      msg: '企业认证当前为「已认证」，认证信息不能再修改；如需变更开户信息，请提交开户信息变更',
    });
  });

  it('shows a certified demo company’s approved certification to its member, and refuses a new one', async () => {
    expect(await mine(tokens.seller)).toMatchObject({
      status: 'approved',
      companyName: '江苏华东再生资源有限公司',
      companyCode: '91320200MA1HD00219',
      companyAddr: '江苏省无锡市惠山区',
    });
    expect(errorOf(await applyForCompany(t, tokens.seller, companyDetails()))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_NOT_ALLOWED',
    });
  });

  it('is refused to the platform organisation', async () => {
    expect(errorOf(await applyForCompany(t, tokens.auditor, companyDetails()))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_NOT_ALLOWED',
      msg: expect.stringContaining('平台运营组织无需企业认证，请切换到个人或企业身份后再申请'),
    });
    expect(await mine(tokens.auditor)).toBeNull();
  });
});

describe('reviewing company certifications', () => {
  it('lists applications newest submitted first with the applicant, filtered by status and keyword', async () => {
    const person = await newcomer();
    const code = freshCreditCode();
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        ...(await completeApplication(t, person.token, {
          companyName: '锡山检索测试物资有限公司',
          companyCode: code,
        })),
        submit: true,
      }),
    );
    const page = async (body: Record<string, unknown>) =>
      dataOf<{ records: CompanyAuthReviewRow[]; total: number }>(
        await t.call('POST', 'companyAuthSelect', { token: tokens.auditor, body }),
      );
    const byName = await page({ keyword: '锡山检索测试', status: 'submitted' });
    expect(byName.records).toEqual([
      expect.objectContaining({
        id: submitted.id,
        applicantPhone: person.phone,
        applicantName: expect.any(String),
      }),
    ]);
    expect((await page({ keyword: code.slice(4, 14) })).records.map((row) => row.id)).toEqual([submitted.id]);
    expect((await page({ keyword: '锡山检索测试', status: 'approved' })).total).toBe(0);
    const all = await page({ size: 100 });
    expect(all.records[0]?.id).toBe(submitted.id);
    expect(all.records.every((row) => row.status !== 'draft')).toBe(true);
  });

  it('is for reviewers only', async () => {
    const person = await newcomer();
    const submitted = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, {
        ...(await completeApplication(t, person.token)),
        submit: true,
      }),
    );
    for (const token of [tokens.seller, tokens.buyer, person.token]) {
      expect((await reviewCompany(t, token, submitted.id, { approved: true })).statusCode).toBe(403);
      expect((await t.call('POST', 'companyAuthSelect', { token, body: {} })).statusCode).toBe(403);
    }
    expect(await mine(person.token)).toMatchObject({ status: 'submitted' });
  });

  it('reviews only an application under review, and asks for a reason to reject', async () => {
    const person = await newcomer();
    const draft = dataOf<CompanyAuth>(
      await applyForCompany(t, person.token, { companyName: '无锡草稿有限公司' }),
    );
    expect(errorOf(await reviewCompany(t, tokens.auditor, draft.id, { approved: true }))).toMatchObject({
      status: 409,
      error: 'COMPANY_AUTH_WRONG_STATE',
      msg: '企业认证当前为「草稿」，只有审核中的申请可以审核',
    });
    expect(errorOf(await reviewCompany(t, tokens.auditor, draft.id, { approved: false }))).toMatchObject({
      status: 400,
      fields: [{ field: 'reason', msg: '请填写驳回原因' }],
    });
    expect(errorOf(await reviewCompany(t, tokens.auditor, 999_999, { approved: true }))).toMatchObject({
      status: 404,
      error: 'COMPANY_AUTH_NOT_FOUND',
    });
  });
});

describe('who may see or change an application', () => {
  it('keeps another person’s application and licence out of reach', async () => {
    const [owner, other] = [await newcomer(), await newcomer()];
    const details = await completeApplication(t, owner.token);
    const submitted = dataOf<CompanyAuth>(await applyForCompany(t, owner.token, details));
    expect(errorOf(await update(other.token, { id: submitted.id, legalPerson: '王大力' }))).toMatchObject({
      status: 404,
      error: 'COMPANY_AUTH_NOT_FOUND',
    });
    expect(errorOf(await update(tokens.seller, { id: submitted.id, legalPerson: '王大力' })).status).toBe(
      404,
    );

    const read = (token: string) =>
      t.call('GET', 'fileDownload', { token, params: { id: details.licenceFileId } });
    expect((await read(owner.token)).statusCode).toBe(200);
    expect((await read(tokens.auditor)).statusCode).toBe(200);
    for (const token of [other.token, tokens.seller, tokens.buyer])
      expect((await read(token)).statusCode).toBe(404);

    // Someone else's upload is no licence of mine.
    const foreign = await uploadSample(t, other.token, 'pdf');
    expect(errorOf(await update(owner.token, { id: submitted.id, licenceFileId: foreign.id }))).toMatchObject(
      { status: 404, error: 'FILE_NOT_FOUND' },
    );
  });

  it('answers a user’s company certification to that user and to reviewers only', async () => {
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    const ofUser = (token: string) =>
      t.call('GET', 'companyInfoByUser', { token, params: { id: owner.userId } });
    expect(dataOf<CompanyAuth>(await ofUser(owner.token))).toMatchObject({
      id: application.id,
      status: 'approved',
    });
    expect(dataOf<CompanyAuth>(await ofUser(tokens.auditor))).toMatchObject({ id: application.id });
    for (const token of [tokens.seller, tokens.buyer]) {
      expect(errorOf(await ofUser(token))).toMatchObject({ status: 404, error: 'COMPANY_AUTH_NOT_FOUND' });
    }
    const stranger = await newcomer();
    expect(
      dataOf(
        await t.call('GET', 'companyInfoByUser', { token: stranger.token, params: { id: stranger.userId } }),
      ),
    ).toBeNull();
  });

  it('lets the company’s members read its licence once certified', async () => {
    const { owner, application } = await certifiedCompany(t, tokens.auditor);
    const read = (token: string) =>
      t.call('GET', 'fileDownload', { token, params: { id: application.licenceFileId! } });
    expect((await read(owner.token)).statusCode).toBe(200);
    expect((await read(tokens.seller)).statusCode).toBe(404);
  });
});
