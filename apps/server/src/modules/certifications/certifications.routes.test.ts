import type { Certification } from '@lyp/shared/account/certification.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { publishedLot, submitDeposit } from '../../../test/deposit-fixtures';
import { addMember } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { freshIdNumber } from '../../../test/id-number-fixtures';
import { testIdNumbers } from '../../../test/test-secret';
import { certifications } from '../../db/schema';
import { errorOf } from '../../../test/answers';

const { t, tokens } = useAuctionApp();

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
      idNumber: freshIdNumber(),
      idFrontFileId: front.id,
      idBackFileId: back.id,
      ...overrides,
    },
  });
}
const review = (userId: number, approved: boolean, reason?: string, token = tokens.auditor) =>
  t.call('POST', 'certificationReview', { token, body: { userId, approved, ...(reason ? { reason } : {}) } });
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

    const idNumber = freshIdNumber();
    const applied = dataOf<Certification>(await apply(user.token, { idNumber }));
    expect(applied).toMatchObject({
      status: 'pending',
      subjectName: '王小明',
      idNumberMasked: `${idNumber.slice(0, 6)}********${idNumber.slice(14)}`,
    });
    const waiting = dataOf<{ records: Array<{ userId: number; idNumber: string; phone: string }> }>(
      await t.call('POST', 'certificationList', {
        token: tokens.auditor,
        body: { status: 'pending', size: 100 },
      }),
    );
    expect(waiting.records).toContainEqual(
      expect.objectContaining({ userId: user.userId, idNumber, phone: user.phone }),
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
    const valid = freshIdNumber();
    const wrongCheck = `${valid.slice(0, 17)}${valid[17] === '1' ? '2' : '1'}`;
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

  it('refuses an ID number certified or in review on another account, on the number’s field', async () => {
    const idNumber = freshIdNumber();
    const [first, second, third] = [await newcomer(), await newcomer(), await newcomer()];
    dataOf(await apply(first.token, { idNumber }));
    const refused = {
      status: 409,
      error: 'ID_NUMBER_TAKEN',
      msg: '该身份证号已在其他账号完成实名认证或正在审核中，一人只能认证一个账号；如需找回原账号，请使用“忘记密码”或联系平台客服',
      fields: [{ field: 'idNumber', msg: expect.stringContaining('一人只能认证一个账号') }],
    };
    // In review on the first account, then certified there: refused both times.
    expect(errorOf(await apply(second.token, { idNumber: idNumber.toLowerCase() }))).toMatchObject(refused);
    dataOf(await review(first.userId, true));
    expect(errorOf(await apply(second.token, { idNumber }))).toMatchObject(refused);
    expect(
      dataOf<Certification | null>(await t.call('GET', 'myCertification', { token: second.token })),
    ).toBeNull();

    // A number whose only application was turned down may be used by the person it belongs to.
    const other = freshIdNumber();
    dataOf(await apply(third.token, { idNumber: other }));
    dataOf(await review(third.userId, false, '身份证照片与号码不符'));
    expect(dataOf<Certification>(await apply(second.token, { idNumber: other })).status).toBe('pending');
  });

  it('keeps no ID number readable: a keyed hash, the masked form and a sealed copy only', async () => {
    const user = await newcomer();
    const idNumber = freshIdNumber();
    dataOf(await apply(user.token, { idNumber }));
    const [stored] = await t.database.db
      .select()
      .from(certifications)
      .where(eq(certifications.userId, user.userId));
    expect(stored).toMatchObject({
      legacyIdNumber: null,
      idNumberHash: testIdNumbers.hash(idNumber),
      idNumberMasked: `${idNumber.slice(0, 6)}********${idNumber.slice(14)}`,
    });
    expect(JSON.stringify(stored)).not.toContain(idNumber);
    expect(testIdNumbers.open(stored!.idNumberSealed!)).toBe(idNumber);

    // Reviewers find it by the whole number and by the digits the mask shows.
    const found = async (keyword: string) =>
      dataOf<{ records: Array<{ userId: number }> }>(
        await t.call('POST', 'certificationList', { token: tokens.auditor, body: { keyword, size: 100 } }),
      ).records.map((record) => record.userId);
    expect(await found(idNumber)).toEqual([user.userId]);
    expect(await found(idNumber.slice(14))).toContain(user.userId);
    expect(await found(idNumber.slice(6, 14))).not.toContain(user.userId);
  });

  it('shows the auditor every other account that applied with the same number, whatever became of it', async () => {
    const idNumber = freshIdNumber();
    const [first, second] = [await newcomer(), await newcomer()];
    dataOf(await apply(first.token, { idNumber }));
    dataOf(await review(first.userId, false, '身份证照片模糊，请重新拍摄'));
    dataOf(await apply(second.token, { idNumber }));
    const same = (userId: number, token = tokens.auditor) =>
      t.call('GET', 'certificationSameIdentity', { token, params: { userId } });
    expect(dataOf(await same(second.userId))).toEqual([
      {
        userId: first.userId,
        phone: first.phone,
        subjectName: '王小明',
        status: 'rejected',
        submittedAt: expect.any(String),
      },
    ]);
    expect(dataOf(await same(first.userId))).toEqual([
      expect.objectContaining({ userId: second.userId, status: 'pending' }),
    ]);
    expect((await same(first.userId, tokens.seller)).statusCode).toBe(403);
    expect((await same(first.userId, second.token)).statusCode).toBe(403);
  });
});
