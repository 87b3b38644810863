import type { Certification } from '@lyp/shared/account/certification.schemas';
import { idNumberCheckCharacter } from '@lyp/shared/account/id-number';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp, type DemoTokens } from '../../../test/auction-fixtures';
import { publishedLot, submitDeposit } from '../../../test/deposit-fixtures';
import { addMember } from '../../../test/org-fixtures';
import type { TestApp } from '../../../test/test-app';
import { uploadSample } from '../../../test/upload-fixtures';

let t: TestApp;
let tokens: DemoTokens;

useAuctionApp((app, signedIn) => {
  t = app;
  tokens = signedIn;
});

const ID_NUMBER = `11010519491231002${idNumberCheckCharacter('11010519491231002')}`;
const newcomer = () => addMember(t, { role: 'buyer', certified: false });

async function apply(token: string, overrides: Record<string, unknown> = {}) {
  const [front, back] = [
    await uploadSample(t, token, 'png', '人像面.png'),
    await uploadSample(t, token, 'jpg', '国徽面.jpg'),
  ];
  return t.call('POST', 'personalAuthAdd', {
    token,
    body: {
      realName: '王小明',
      idNumber: ID_NUMBER,
      idFrontFileId: front.id,
      idBackFileId: back.id,
      ...overrides,
    },
  });
}
const review = (userId: number, approved: boolean, reason?: string, token = tokens.auditor) =>
  t.call('POST', 'certificationReview', { token, body: { userId, approved, ...(reason ? { reason } : {}) } });
const errorOf = (response: { statusCode: number; json<T>(): T }) => ({
  status: response.statusCode,
  ...response.json<{ error: string; msg: string }>(),
});

describe('personal certification (实名认证)', () => {
  it('is applied for with the ID card, reviewed by an auditor, and then lets the user pay a deposit', async () => {
    const user = await newcomer();
    const { lotId } = await publishedLot(t, tokens);
    // Not yet certified: no deposit.
    expect(
      errorOf(
        await t.call('POST', 'marginPay', {
          token: user.token,
          body: { lotId, voucherFileId: (await uploadSample(t, user.token, 'pdf')).id },
        }),
      ),
    ).toMatchObject({ error: 'CERTIFICATION_REQUIRED' });

    const applied = dataOf<Certification>(await apply(user.token));
    expect(applied).toMatchObject({
      status: 'pending',
      subjectName: '王小明',
      idNumberMasked: `110105********${ID_NUMBER.slice(14)}`,
    });
    const waiting = dataOf<{ records: Array<{ userId: number; idNumber: string; phone: string }> }>(
      await t.call('POST', 'certificationList', {
        token: tokens.auditor,
        body: { status: 'pending', size: 100 },
      }),
    );
    expect(waiting.records).toContainEqual(
      expect.objectContaining({ userId: user.userId, idNumber: ID_NUMBER, phone: user.phone }),
    );

    expect(dataOf<Certification>(await review(user.userId, true)).status).toBe('approved');
    expect(
      dataOf<Certification | null>(await t.call('GET', 'myCertification', { token: user.token })),
    ).toMatchObject({ status: 'approved' });
    const deposit = await submitDeposit(t, user.token, lotId);
    expect(deposit.status).toBe('submitted');
    // The certified name is the user's name from now on: the auditor reviews 王小明's deposit.
    expect(deposit.bidderName).toBe('王小明');
  });

  it('tells the user why it was turned down, and takes a new application after that', async () => {
    const user = await newcomer();
    dataOf(await apply(user.token));
    expect(errorOf(await apply(user.token))).toMatchObject({ status: 409, error: 'CERTIFICATION_PENDING' });
    const rejected = dataOf<Certification>(await review(user.userId, false, '身份证照片模糊，请重新拍摄'));
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '身份证照片模糊，请重新拍摄' });
    expect(errorOf(await review(user.userId, true))).toMatchObject({
      status: 409,
      msg: '该认证当前为「未通过」，不能审核',
    });
    expect(dataOf<Certification>(await apply(user.token))).toMatchObject({
      status: 'pending',
      rejectReason: null,
    });
  });

  it('names what is wrong with the name or the ID number', async () => {
    const user = await newcomer();
    const wrongCheck = `${ID_NUMBER.slice(0, 17)}${ID_NUMBER[17] === '1' ? '2' : '1'}`;
    expect(errorOf(await apply(user.token, { idNumber: wrongCheck }))).toMatchObject({
      status: 400,
      msg: '身份证号码不正确，请核对 18 位号码（末位可为 X）',
    });
    expect(errorOf(await apply(user.token, { realName: '王1' }))).toMatchObject({
      status: 400,
      msg: '真实姓名须为 2–30 个汉字或字母，与身份证一致',
    });
    expect(
      dataOf<Certification | null>(await t.call('GET', 'myCertification', { token: user.token })),
    ).toBeNull();
  });

  it('refuses ID photos that are someone else’s uploads, and reviews by anyone but auditors', async () => {
    const [user, other] = [await newcomer(), await newcomer()];
    const foreign = await uploadSample(t, other.token, 'png');
    expect(errorOf(await apply(user.token, { idFrontFileId: foreign.id })).status).toBe(404);
    dataOf(await apply(user.token));
    expect(errorOf(await review(user.userId, true, undefined, tokens.seller)).status).toBe(403);
    expect(errorOf(await review(user.userId, true, undefined, other.token)).status).toBe(403);
  });

  it('shows the ID photos to their owner and the reviewers only', async () => {
    const [user, other] = [await newcomer(), await newcomer()];
    const certification = dataOf<Certification>(await apply(user.token));
    const listed = dataOf<{ records: Array<{ userId: number; idFrontFileId: string }> }>(
      await t.call('POST', 'certificationList', { token: tokens.auditor, body: { size: 100 } }),
    ).records.find((record) => record.userId === certification.userId)!;
    const read = (token?: string) =>
      t.call('GET', 'fileDownload', { params: { id: listed.idFrontFileId }, ...(token ? { token } : {}) });
    for (const token of [user.token, tokens.auditor]) expect((await read(token)).statusCode).toBe(200);
    for (const token of [other.token, tokens.seller, undefined])
      expect((await read(token)).statusCode).toBe(404);
  });
});
