import type { Qualification, QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import type { SubAccountList } from '@lyp/shared/company/sub-account.schemas';
import { describe, expect, it } from 'vitest';
import { addBidders, dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { freshPhone } from '../../../test/org-fixtures';
import { signInReplacingTemporary } from '../../../test/password-fixtures';
import { payDeposit, publishedLot } from '../../../test/deposit-fixtures';
import { beijingDay, requireQualifications } from '../../../test/qualification-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';

const { t, tokens } = useAuctionApp();

const HAZARDOUS = 'hazardous_waste_licence';

/** Sends a licence of the kind with a fresh scan; answers the raw response. */
async function send(token: string, overrides: Record<string, unknown> = {}) {
  const scan = await uploadSample(t, token, 'pdf', '危险废物经营许可证.pdf');
  return t.call('POST', 'qualificationSubmit', {
    token,
    body: {
      typeCode: HAZARDOUS,
      licenceNo: 'JS3205000123',
      validUntil: beijingDay(t, 365),
      fileIds: [scan.id],
      ...overrides,
    },
  });
}

const review = (id: number, decision: { approved: boolean; reason?: string }) =>
  t.call('POST', 'qualificationReview', { token: tokens.auditor, body: { id, ...decision } });

const reviewList = async (body: Record<string, unknown>) =>
  dataOf<{ records: QualificationReviewItem[]; total: number }>(
    await t.call('POST', 'qualificationList', {
      token: tokens.auditor,
      body: { current: 1, size: 20, ...body },
    }),
  );

const mine = async (token: string) =>
  dataOf<Qualification[]>(await t.call('GET', 'qualificationMine', { token }));

describe('竞买人资质: a bidder’s licences and their review', () => {
  it('lets a company send a licence, the reviewer approve it, and a lot requiring it take the company’s deposit', async () => {
    const { owner } = await certifiedCompany(t, tokens.auditor, { companyName: '苏州危废处置有限公司' });
    const { lotId } = await publishedLot(t, tokens);
    await requireQualifications(t, lotId, [HAZARDOUS]);

    const sent = dataOf<Qualification>(await send(owner.token));
    expect(sent).toMatchObject({ typeName: '危险废物经营许可证', status: 'submitted', expired: false });
    const voucher = await uploadSample(t, owner.token, 'jpg', '转账凭证.jpg');
    // In review does not count yet.
    expect(errorOf(await payDeposit(t, owner.token, lotId, voucher.id)).error).toBe('QUALIFICATION_REQUIRED');

    const waiting = await reviewList({ status: 'submitted', keyword: '苏州危废' });
    expect(waiting.records).toEqual([
      expect.objectContaining({ id: sent.id, orgName: '苏州危废处置有限公司', reviewerName: null }),
    ]);
    const approved = dataOf<Qualification>(await review(sent.id, { approved: true }));
    expect(approved).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });
    expect(await mine(owner.token)).toEqual([expect.objectContaining({ id: sent.id, status: 'approved' })]);
    const inbox = dataOf<{ records: Array<{ title: string; link: string | null }> }>(
      await t.call('POST', 'messageList', { token: owner.token, body: {} }),
    );
    expect(inbox.records).toContainEqual(
      expect.objectContaining({ title: '竞买人资质已通过', link: '/certify?tab=qualification' }),
    );
    expect((await payDeposit(t, owner.token, lotId, voucher.id)).statusCode).toBe(200);
  });

  it('tells the holder why it was rejected, and puts a corrected one back in review as new', async () => {
    const [bidder] = await addBidders(t, 1);
    const sent = dataOf<Qualification>(await send(bidder!.token));
    expect(errorOf(await review(sent.id, { approved: false }))).toMatchObject({ status: 400 });
    dataOf(await review(sent.id, { approved: false, reason: '扫描件模糊，无法辨认证书编号' }));
    expect(await mine(bidder!.token)).toEqual([
      expect.objectContaining({ status: 'rejected', rejectReason: '扫描件模糊，无法辨认证书编号' }),
    ]);

    const again = dataOf<Qualification>(await send(bidder!.token, { licenceNo: 'JS3205000124' }));
    expect(again).toMatchObject({ id: sent.id, status: 'submitted', rejectReason: null, reviewedAt: null });
    const [item] = (await reviewList({ keyword: 'JS3205000124' })).records;
    expect(item).toMatchObject({ status: 'submitted', reviewerName: null });
  });

  it('exports the review list as filtered, with who decided, when and why', async () => {
    const [bidder] = await addBidders(t, 1);
    const sent = dataOf<Qualification>(await send(bidder!.token, { licenceNo: 'EXPORT-0001' }));
    dataOf(await review(sent.id, { approved: false, reason: '证书编号与扫描件不一致' }));
    const answer = await t.call('POST', 'qualificationExport', {
      token: tokens.auditor,
      body: { keyword: 'EXPORT-0001' },
    });
    const sheet = await readSheet(answer.rawPayload);
    expect(sheet.name).toBe('竞买人资质审核');
    expect(sheet.records).toEqual([
      expect.objectContaining({
        资质类型: '危险废物经营许可证',
        证书编号: 'EXPORT-0001',
        审核状态: '已驳回',
        审核人: expect.any(String),
        审核时间: expect.anything(),
        驳回原因: '证书编号与扫描件不一致',
      }),
    ]);
    const [buyer] = await addBidders(t, 1);
    expect((await t.call('POST', 'qualificationExport', { token: buyer!.token, body: {} })).statusCode).toBe(
      403,
    );
  });

  it('decides each submission once', async () => {
    const [bidder] = await addBidders(t, 1);
    const sent = dataOf<Qualification>(await send(bidder!.token));
    dataOf(await review(sent.id, { approved: true }));
    expect(errorOf(await review(sent.id, { approved: false, reason: '重复审核' }))).toMatchObject({
      status: 409,
      error: 'QUALIFICATION_WRONG_STATE',
      msg: '该资质当前为「已通过」，不能审核',
    });
  });

  it('refuses a kind the dictionary does not offer, a licence already expired, and no scan, naming each', async () => {
    const [bidder] = await addBidders(t, 1);
    expect(errorOf(await send(bidder!.token, { typeCode: 'fishing_licence' }))).toMatchObject({
      status: 400,
      error: 'QUALIFICATION_TYPE_UNKNOWN',
    });
    const expired = errorOf(await send(bidder!.token, { validUntil: beijingDay(t, -1) }));
    expect(expired).toMatchObject({ status: 400, error: 'QUALIFICATION_ALREADY_EXPIRED' });
    expect(expired.msg).toContain(beijingDay(t, -1));
    expect(errorOf(await send(bidder!.token, { fileIds: [] })).msg).toContain('请上传资质扫描件');
    expect(await mine(bidder!.token)).toEqual([]);
  });

  it('shows the scans to the holder and the reviewers, and to no other bidder', async () => {
    const [holder, stranger] = await addBidders(t, 2);
    const sent = dataOf<Qualification>(await send(holder!.token));
    const open = (token: string) =>
      t.call('GET', 'fileDownload', { token, params: { id: sent.fileIds[0]! } });
    expect((await open(holder!.token)).statusCode).toBe(200);
    expect((await open(tokens.auditor)).statusCode).toBe(200);
    expect((await open(stranger!.token)).statusCode).toBe(404);
  });

  it('leaves a company’s licences to its main accounts, not its sub-accounts', async () => {
    const phone = freshPhone();
    const { grantableMenus } = dataOf<SubAccountList>(
      await t.call('POST', 'subAccountList', { token: tokens.seller }),
    );
    const bulletinView = grantableMenus.find((menu) => menu.code === 'bulletin_view')!.id;
    const added = dataOf<{ temporaryPassword: string }>(
      await t.call('POST', 'subAccountAdd', {
        token: tokens.seller,
        body: { phone, actualName: '刘小红', remark: '仓库管理员', menuIds: [bulletinView] },
      }),
    );
    const subAccount = await signInReplacingTemporary(t, phone, added.temporaryPassword);
    expect(errorOf(await send(subAccount))).toMatchObject({
      status: 403,
      error: 'QUALIFICATION_NOT_MANAGER',
    });
    expect((await send(tokens.seller)).statusCode).toBe(200);
  });

  it('keeps the review list to reviewers', async () => {
    const answer = await t.call('POST', 'qualificationList', {
      token: tokens.buyer,
      body: { current: 1, size: 20 },
    });
    expect(answer.statusCode).toBe(403);
  });
});
