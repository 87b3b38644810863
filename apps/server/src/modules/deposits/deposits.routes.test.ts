import type { Deposit, DepositAuditInfo } from '@lyp/shared/auction/deposit.schemas';
import { depositReference, depositRefundReference } from '@lyp/shared/auction/payment-reference';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dataOf,
  demoBuyer,
  expectLedgerBalanced,
  lotInput,
  useAuctionApp,
  restrictedToBuyer2,
} from '../../../test/auction-fixtures';
import { addDraft, addPublished, errorOf } from '../../../test/bulletin-fixtures';
import {
  auditPayment,
  depositInfo,
  myDeposit,
  payDeposit,
  publishedLot,
  submitDeposit,
} from '../../../test/deposit-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { addCertifiedBuyer, addMember } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { MINUTE_MS } from '../../lib/clock';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

const info = (token: string, lotId: number) => depositInfo(t, token, lotId);
const depositCount = () => countRows(t, sql`select count(*) as n from deposits`);

describe('what a lot asks for its deposit', () => {
  it('names the amount and the platform’s account, with nothing paid yet', async () => {
    const { lotId } = await publishedLot(t, tokens, { startPriceFen: 250_000, incrementFen: 5_000 });
    expect(await info(tokens.buyer, lotId)).toEqual({
      lotId,
      requiredFen: 25_000,
      account: {
        accountName: '乐易拍平台运营中心',
        bankName: '中国工商银行南京建邺支行',
        bankNumber: '4301012309100088888',
        interbankAccount: '102301000123',
      },
      deposit: null,
      transferReference: depositReference(lotId, (await demoBuyer(t, tokens.buyer)).userId),
      blockedReason: null,
    });
    await expectLedgerBalanced(t);
  });

  it('says why the caller may not pay: own organisation, no certification, barred, or bidding over', async () => {
    const { lot, lotId } = await publishedLot(t, tokens);
    expect((await info(tokens.seller, lotId)).blockedReason).toBe('不能参与本组织委托的标的');
    const uncertified = await addMember(t, { role: 'buyer' });
    expect((await info(uncertified.token, lotId)).blockedReason).toBe(
      '请先完成实名认证（个人或企业认证）后再参与竞价',
    );
    const barred = await addCertifiedBuyer(t);
    await t.database.db.execute(sql`update users set bidding_barred_at = now() where id = ${barred.userId}`);
    expect((await info(barred.token, lotId)).blockedReason).toBe(
      '您因悔拍次数过多已被限制参与竞价，请联系平台客服',
    );
    t.clock.set(new Date(Date.parse(lot.endsAt)));
    expect((await info(tokens.buyer, lotId)).blockedReason).toBe('该标的当前不接受保证金缴纳：竞价已结束');
    await expectLedgerBalanced(t);
  });

  it('answers 404 for lots not yet published or unknown, and 401 for visitors', async () => {
    const draft = await addDraft(t, tokens.seller);
    for (const lotId of [draft.lots[0]!.id, 999_999]) {
      expect(
        errorOf(await t.call('GET', 'marginInfoByAuction', { token: tokens.buyer, params: { lotId } })),
      ).toMatchObject({ status: 404, error: 'LOT_NOT_FOUND', msg: '标的不存在或您无权查看' });
    }
    const { lotId } = await publishedLot(t, tokens);
    expect(errorOf(await t.call('GET', 'marginInfoByAuction', { params: { lotId } })).status).toBe(401);
    await expectLedgerBalanced(t);
  });
});

describe('paying a deposit with a voucher', () => {
  it('records the lot’s amount for review and binds the voucher, which can no longer be deleted', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const voucher = await uploadSample(t, buyer.token, 'pdf', '银行回单.pdf');
    const response = await payDeposit(t, buyer.token, lotId, voucher.id, '工行转账');
    expect(response.json<{ msg: string }>().msg).toBe('缴款凭证已提交，请等待审核');
    const deposit = dataOf<Deposit>(response);
    expect(deposit).toMatchObject({
      lotId,
      userId: buyer.userId,
      amountFen: 10_000,
      status: 'submitted',
      voucherFileId: voucher.id,
      payerRemark: '工行转账',
      paidFen: 0,
      frozenFen: 0,
      submittedAt: t.clock.now().toISOString(),
      entries: [{ kind: 'submitted', amountFen: 10_000, note: '工行转账' }],
    });
    expect((await info(buyer.token, lotId)).deposit).toMatchObject({ id: deposit.id, status: 'submitted' });
    expect(
      errorOf(await t.call('POST', 'fileDelete', { token: buyer.token, params: { id: voucher.id } })),
    ).toMatchObject({ status: 409, msg: '该文件已用于缴款凭证，不能删除' });

    const secondVoucher = await uploadSample(t, buyer.token, 'png');
    expect(errorOf(await payDeposit(t, buyer.token, lotId, secondVoucher.id))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_EXISTS',
      msg: '您已提交该标的的保证金（待审核），无需重复缴纳',
    });
    expect((await myDeposit(t, buyer.token, deposit.id)).voucherFileId).toBe(voucher.id);
    await expectLedgerBalanced(t);
  });

  it('takes only the payer’s own upload as voucher: someone else’s answers 404 and nothing is written', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const someoneElses = await uploadSample(t, await t.signIn('buyer2'), 'png', '别人的回单.png');
    const before = await depositCount();
    const response = await payDeposit(t, buyer.token, lotId, someoneElses.id);
    expect(errorOf(response)).toMatchObject({ status: 404, error: 'FILE_NOT_FOUND' });
    expect(response.body).not.toContain('别人的回单');
    expect(await depositCount()).toBe(before);
    const docx = await uploadSample(t, buyer.token, 'docx');
    expect(errorOf(await payDeposit(t, buyer.token, lotId, docx.id))).toMatchObject({
      status: 400,
      error: 'FILE_NOT_USABLE',
      msg: '文件「标的清单.docx」不能用作缴款凭证（须为本人上传的jpg、png、pdf文件）',
    });
    expect(await depositCount()).toBe(before);
    await expectLedgerBalanced(t);
  });

  it('refuses a voucher already used for another deposit', async () => {
    const first = await publishedLot(t, tokens);
    const second = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const deposit = await submitDeposit(t, buyer.token, first.lotId);
    expect(errorOf(await payDeposit(t, buyer.token, second.lotId, deposit.voucherFileId!))).toMatchObject({
      status: 400,
      error: 'FILE_NOT_USABLE',
      msg: '文件「转账凭证.jpg」不能用作缴款凭证（须为本人上传的jpg、png、pdf文件）',
    });
    await expectLedgerBalanced(t);
  });

  it('refuses the uncertified, the unlisted on a restricted lot, ended lots and unpublished ones', async () => {
    const before = await depositCount();
    const { lotId, lot } = await publishedLot(t, tokens);
    const uncertified = await addMember(t, { role: 'buyer' });
    const voucherOf = async (token: string) => (await uploadSample(t, token, 'png')).id;
    expect(
      errorOf(await payDeposit(t, uncertified.token, lotId, await voucherOf(uncertified.token))),
    ).toMatchObject({
      status: 409,
      error: 'CERTIFICATION_REQUIRED',
    });
    const restricted = await publishedLot(t, tokens, restrictedToBuyer2);
    const buyer = await addCertifiedBuyer(t);
    expect(
      errorOf(await payDeposit(t, buyer.token, restricted.lotId, await voucherOf(buyer.token))),
    ).toMatchObject({
      status: 409,
      error: 'NOT_SPECIFIED_BIDDER',
      msg: '该标的为定向竞价，仅限委托方指定的竞买人参与',
    });
    const draft = await addDraft(t, tokens.seller);
    expect(
      errorOf(await payDeposit(t, buyer.token, draft.lots[0]!.id, await voucherOf(buyer.token))),
    ).toMatchObject({ status: 404, error: 'LOT_NOT_FOUND' });
    t.clock.set(new Date(Date.parse(lot.endsAt) + MINUTE_MS));
    expect(errorOf(await payDeposit(t, buyer.token, lotId, await voucherOf(buyer.token)))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_NOT_OPEN',
      msg: '该标的当前不接受保证金缴纳：竞价已结束',
    });
    expect(await depositCount()).toBe(before);
    await expectLedgerBalanced(t);
  });
});

describe('where a deposit came from, and so where its refund goes', () => {
  const auditRowOf = async (depositId: number) =>
    dataOf<DepositAuditInfo>(
      await t.call('GET', 'marginAuditInfo', { token: tokens.auditor, params: { id: depositId } }),
    );

  it('keeps the account the bidder paid from, with the reference each side quotes', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const deposit = await submitDeposit(t, buyer.token, lotId, {
      payerName: '李明',
      payerAccount: '6222 0203 0200 1234 567',
      payerBank: '中国工商银行无锡分行',
    });
    expect(deposit.transferReference).toBe(depositReference(lotId, buyer.userId));
    expect(deposit.payerAccount).toEqual({
      accountName: '李明',
      bankNumber: '6222020302001234567',
      bankName: '中国工商银行无锡分行',
      source: 'voucher',
    });
    const row = await auditRowOf(deposit.id);
    expect(row).toMatchObject({
      refundReference: depositRefundReference(deposit.id),
      payerAccount: { bankNumber: '6222020302001234567', source: 'voucher' },
    });
  });

  it('falls back to the company’s registered account, and to nothing for a person who gave none', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const company = await certifiedCompany(t, tokens.auditor);
    const companyDeposit = await submitDeposit(t, company.owner.token, lotId);
    expect((await auditRowOf(companyDeposit.id)).payerAccount).toEqual({
      accountName: company.application.companyName,
      bankNumber: company.application.bankNumber,
      bankName: company.application.bankName,
      source: 'registered',
    });
    const person = await addCertifiedBuyer(t);
    const personal = await submitDeposit(t, person.token, lotId);
    expect((await auditRowOf(personal.id)).payerAccount).toBeNull();
  });

  it('asks for the payer’s name with an account, and a real account number', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const voucher = await uploadSample(t, buyer.token, 'jpg');
    const pay = (payer: Record<string, unknown>) =>
      t.call('POST', 'marginPay', {
        token: buyer.token,
        body: { lotId, voucherFileId: voucher.id, ...payer },
      });
    expect(errorOf(await pay({ payerAccount: '6222020302001234567' }))).toMatchObject({
      status: 400,
      fields: [{ field: 'payerName', msg: '请填写付款户名（与付款账号一致，退款将原路退回）' }],
    });
    expect(errorOf(await pay({ payerName: '李明', payerAccount: '6222-0203' }))).toMatchObject({
      status: 400,
      fields: [{ field: 'payerAccount', msg: '付款账号须为 6–40 位数字（可含空格）' }],
    });
  });
});

describe('the payment audit', () => {
  it('confirms a payment: the deposit is paid and frozen, and cannot be audited or returned again', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, buyer.token, lotId);
    const response = await auditPayment(t, tokens.auditor, submitted.id, { approved: true });
    expect(response.json<{ msg: string }>().msg).toBe('已确认到账');
    expect(dataOf<Deposit>(response)).toMatchObject({
      status: 'frozen',
      paidFen: 10_000,
      frozenFen: 10_000,
      confirmedAt: t.clock.now().toISOString(),
      returnDueAt: null,
    });
    expect((await myDeposit(t, buyer.token, submitted.id)).entries.map((entry) => entry.kind)).toEqual([
      'submitted',
      'paid',
    ]);
    expect(
      errorOf(await auditPayment(t, tokens.auditor, submitted.id, { approved: false, reason: '重复' })),
    ).toMatchObject({
      status: 409,
      error: 'DEPOSIT_WRONG_STATE',
      msg: '保证金当前为「已冻结」，不能审核缴纳',
    });
    const returned = await t.call('POST', 'marginReturnAudit', {
      token: tokens.auditor,
      body: { depositId: submitted.id, transferReference: 'ICBC20261124000123' },
    });
    expect(errorOf(returned).msg).toBe('保证金当前为「已冻结」，不能确认退还');
    await expectLedgerBalanced(t);
  });

  it('rejects a voucher with a reason; the payer may then try again with a new one', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, buyer.token, lotId);
    expect(errorOf(await auditPayment(t, tokens.auditor, submitted.id, { approved: false }))).toMatchObject({
      status: 400,
      msg: '请填写驳回原因',
      fields: [{ field: 'reason', msg: '请填写驳回原因' }],
    });
    const response = await auditPayment(t, tokens.auditor, submitted.id, {
      approved: false,
      reason: '回单金额与应缴金额不符',
    });
    expect(response.json<{ msg: string }>().msg).toBe('缴款凭证已驳回');
    expect(dataOf<Deposit>(response)).toMatchObject({
      status: 'rejected',
      rejectReason: '回单金额与应缴金额不符',
      paidFen: 0,
    });
    expect((await info(buyer.token, lotId)).blockedReason).toBeNull();

    const retry = await submitDeposit(t, buyer.token, lotId);
    expect(retry).toMatchObject({ id: submitted.id, status: 'submitted', rejectReason: null });
    expect(retry.voucherFileId).not.toBe(submitted.voucherFileId);
    // The first voucher was let go when the second took its place.
    dataOf(
      await t.call('POST', 'fileDelete', { token: buyer.token, params: { id: submitted.voucherFileId! } }),
    );
    const frozen = dataOf<Deposit>(await auditPayment(t, tokens.auditor, retry.id, { approved: true }));
    expect(frozen.entries.map((entry) => entry.kind)).toEqual(['submitted', 'rejected', 'submitted', 'paid']);
    await expectLedgerBalanced(t);
  });

  it('sends a payment confirmed after the lot closed straight back to the payer', async () => {
    const { lotId, lot } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, buyer.token, lotId);
    t.clock.set(new Date(Date.parse(lot.endsAt) + MINUTE_MS));
    const confirmed = dataOf<Deposit>(
      await auditPayment(t, tokens.auditor, submitted.id, { approved: true }),
    );
    expect(confirmed).toMatchObject({
      status: 'returning',
      paidFen: 10_000,
      frozenFen: 0,
      returningFen: 10_000,
    });
    expect(confirmed.entries.map((entry) => entry.kind)).toEqual(['submitted', 'paid', 'released']);
    await expectLedgerBalanced(t);
  });

  it('answers 404 for a deposit that does not exist', async () => {
    expect(errorOf(await auditPayment(t, tokens.auditor, 999_999, { approved: true }))).toMatchObject({
      status: 404,
      error: 'DEPOSIT_NOT_FOUND',
      msg: '保证金记录不存在或您无权查看',
    });
    const returned = await t.call('POST', 'marginReturnAudit', {
      token: tokens.auditor,
      body: { depositId: 999_999, transferReference: 'ICBC20261124000123' },
    });
    expect(errorOf(returned).status).toBe(404);
    await expectLedgerBalanced(t);
  });
});

describe('lists of deposits', () => {
  it('show the payer only their own, and the auditors everyone’s by status and lot', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const [payer, other] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const mine = await submitDeposit(t, payer.token, lotId);
    const theirs = await submitDeposit(t, other.token, lotId);
    dataOf(await auditPayment(t, tokens.auditor, theirs.id, { approved: true }));

    const myList = dataOf<{ records: Deposit[]; total: number }>(
      await t.call('POST', 'myMargins', { token: payer.token, body: {} }),
    );
    expect(myList.records.map((record) => record.id)).toEqual([mine.id]);
    expect(myList.records[0]).toMatchObject({
      lotTitle: '废钢 HMS1 一批',
      bidderName: expect.stringMatching(/^测试用户/) as string,
    });
    const myFrozen = await t.call('POST', 'myMargins', { token: payer.token, body: { status: 'frozen' } });
    expect(dataOf<{ total: number }>(myFrozen).total).toBe(0);

    const auditList = async (body: Record<string, unknown>) =>
      dataOf<{ records: Deposit[] }>(
        await t.call('POST', 'marginAuditList', { token: tokens.auditor, body: { size: 100, ...body } }),
      ).records.map((record) => record.id);
    expect(await auditList({ lotId })).toEqual([theirs.id, mine.id]);
    expect(await auditList({ lotId, status: 'submitted' })).toEqual([mine.id]);
    expect(await auditList({ status: 'frozen' })).toContain(theirs.id);
    expect(await auditList({ status: 'frozen' })).not.toContain(mine.id);
    expect(
      errorOf(await t.call('POST', 'marginAuditList', { token: tokens.auditor, body: { status: 'paid' } }))
        .msg,
    ).toBe('保证金状态不正确');
    await expectLedgerBalanced(t);
  });

  it('give one’s own deposit with its history, and answer 404 for anyone else’s', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const [payer, other] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const deposit = await submitDeposit(t, payer.token, lotId);
    expect((await myDeposit(t, payer.token, deposit.id)).entries).toHaveLength(1);
    const missing = await t.call('GET', 'myMarginInfo', { token: other.token, params: { id: 999_999 } });
    expect(errorOf(missing)).toMatchObject({ status: 404, error: 'DEPOSIT_NOT_FOUND' });
    const someoneElses = await t.call('GET', 'myMarginInfo', {
      token: other.token,
      params: { id: deposit.id },
    });
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json()).toEqual(missing.json());
    await expectLedgerBalanced(t);
  });

  it('let the payer and the deposit auditors read a voucher, and nobody else', async () => {
    const published = await addPublished(t, tokens, { lots: [lotInput(t)] });
    const payer = await addCertifiedBuyer(t);
    const deposit = await submitDeposit(t, payer.token, published.lots[0]!.id);
    const read = (token?: string) =>
      t.call('GET', 'fileDownload', { params: { id: deposit.voucherFileId! }, ...(token ? { token } : {}) });
    expect((await read(payer.token)).statusCode).toBe(200);
    expect((await read(tokens.auditor)).statusCode).toBe(200);
    for (const token of [tokens.buyer, tokens.seller, undefined])
      expect((await read(token)).statusCode).toBe(404);
    const listed = async (token?: string) =>
      dataOf<unknown[]>(
        await t.call('POST', 'fileFindByBusiness', {
          body: { businessType: 'deposit_voucher', businessId: deposit.id },
          ...(token ? { token } : {}),
        }),
      ).length;
    expect([
      await listed(payer.token),
      await listed(tokens.auditor),
      await listed(tokens.buyer),
      await listed(),
    ]).toEqual([1, 1, 0, 0]);
    await expectLedgerBalanced(t);
  });
});
