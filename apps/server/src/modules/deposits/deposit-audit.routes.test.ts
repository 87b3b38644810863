import type { Deposit, DepositAuditInfo, DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, expectLedgerBalanced, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import {
  auditPayment,
  frozenDeposit,
  myDeposit,
  publishedLot,
  returnDeposit,
  submitDeposit,
} from '../../../test/deposit-fixtures';
import { addCertifiedBuyer, addMember } from '../../../test/org-fixtures';
import { addTenantWithAdmin } from '../../../test/role-admin-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { users } from '../../db/schema';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

let titleCounter = 0;
/** A lot with a title of its own, so each test finds only its deposits. */
const ownLot = (overrides: Record<string, unknown> = {}) => {
  titleCounter += 1;
  return publishedLot(t, tokens, { title: `审核测试标的${titleCounter}号 废铝`, ...overrides });
};
const auditList = async (body: Record<string, unknown>) =>
  dataOf<{ records: DepositAuditRow[]; total: number }>(
    await t.call('POST', 'marginAuditList', { token: tokens.auditor, body: { size: 100, ...body } }),
  );
const auditInfo = async (id: number) =>
  dataOf<DepositAuditInfo>(await t.call('GET', 'marginAuditInfo', { token: tokens.auditor, params: { id } }));
const userOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
/** Frozen deposits of a lot released by the seller withdrawing its bulletin. */
const withdraw = async (bulletinId: number) =>
  dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletinId } }));
const entryCount = (depositId: number) =>
  countRows(t, sql`select count(*) as n from deposit_entries where deposit_id = ${depositId}`);

describe('the deposit auditors’ list', () => {
  it('finds deposits by lot number or title, bidder name or phone, and the day they were submitted', async () => {
    // Bidding runs for days, so deposits come in on different days.
    const { lotId } = await ownLot({ endsAt: new Date(t.clock.now().getTime() + 5 * DAY_MS).toISOString() });
    const [first, second] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const mine = await submitDeposit(t, first.token, lotId);
    t.clock.set(new Date(t.clock.now().getTime() + 2 * DAY_MS));
    const theirs = await submitDeposit(t, second.token, lotId);
    const firstUser = await userOf(first.userId);
    const ids = async (body: Record<string, unknown>) => (await auditList(body)).records.map((row) => row.id);

    expect(await ids({ lotKeyword: mine.lotTitle.slice(0, 7) })).toEqual([theirs.id, mine.id]);
    expect(await ids({ lotKeyword: mine.lotNo })).toEqual([theirs.id, mine.id]);
    expect(await ids({ lotId, bidderKeyword: firstUser.actualName! })).toEqual([mine.id]);
    expect(await ids({ lotId, bidderKeyword: firstUser.phone.slice(3) })).toEqual([mine.id]);
    // Days are China's: the first was submitted two days before the second.
    const day = (iso: string) => new Date(Date.parse(iso) + 8 * HOUR_MS).toISOString().slice(0, 10);
    const submittedDay = day(mine.submittedAt!);
    expect(await ids({ lotId, submittedFrom: submittedDay, submittedTo: submittedDay })).toEqual([mine.id]);
    expect(await ids({ lotId, submittedFrom: day(theirs.submittedAt!) })).toEqual([theirs.id]);
    expect(await ids({ lotId, lotKeyword: '没有这个标的' })).toEqual([]);

    const [row] = (await auditList({ lotId, bidderKeyword: firstUser.phone })).records;
    expect(row).toMatchObject({
      id: mine.id,
      status: 'submitted',
      amountFen: 10_000,
      lotDepositFen: 10_000,
      bidderName: firstUser.actualName,
      bidderPhone: firstUser.phone,
      reviewerName: null,
      reviewedAt: null,
    });
    await expectLedgerBalanced(t);
  });

  it('names who reviewed a deposit and when', async () => {
    const { lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, payer.token, lotId);
    dataOf(await auditPayment(t, tokens.auditor, submitted.id, { approved: true }));
    const [row] = (await auditList({ lotId })).records;
    expect(row).toMatchObject({
      status: 'frozen',
      reviewerName: '王芳',
      reviewedAt: t.clock.now().toISOString(),
    });
    await expectLedgerBalanced(t);
  });

  it('puts the returns waiting longest first, the overdue ones due more than 24 hours after release', async () => {
    const early = await ownLot();
    const late = await ownLot();
    const [a, b] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const earlyDeposit = await frozenDeposit(t, tokens.auditor, a.token, early.lotId);
    const lateDeposit = await frozenDeposit(t, tokens.auditor, b.token, late.lotId);
    await withdraw(early.bulletin.id);
    const releasedEarly = t.clock.now();
    t.clock.set(new Date(releasedEarly.getTime() + 20 * HOUR_MS));
    await withdraw(late.bulletin.id);
    t.clock.set(new Date(releasedEarly.getTime() + 25 * HOUR_MS));

    const { records } = await auditList({ status: 'returning', lotKeyword: '审核测试标的' });
    const ours = records.filter((row) => [earlyDeposit.id, lateDeposit.id].includes(row.id));
    expect(ours.map((row) => row.id)).toEqual([earlyDeposit.id, lateDeposit.id]);
    expect(ours[0]!.returnDueAt).toBe(new Date(releasedEarly.getTime() + DAY_MS).toISOString());
    expect(Date.parse(ours[0]!.returnDueAt!)).toBeLessThan(t.clock.now().getTime());
    expect(Date.parse(ours[1]!.returnDueAt!)).toBeGreaterThan(t.clock.now().getTime());
    await expectLedgerBalanced(t);
  });

  it('refuses a date that is not yyyy-MM-dd, naming the field', async () => {
    const response = await t.call('POST', 'marginAuditList', {
      token: tokens.auditor,
      body: { submittedFrom: '2026/11/24' },
    });
    expect(errorOf(response)).toMatchObject({
      status: 400,
      fields: [{ field: 'submittedFrom', msg: '提交日期格式应为 yyyy-MM-dd' }],
    });
  });
});

describe('returning a released deposit', () => {
  it('keeps the bank reference and the receipt with the return, balanced, and lets the payer read the receipt', async () => {
    const { bulletin, lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await withdraw(bulletin.id);
    const receipt = await uploadSample(t, tokens.auditor, 'pdf', '退款回单.pdf');

    const response = await returnDeposit(t, tokens.auditor, frozen.id, {
      transferReference: '  ICBC20261125000456  ',
      voucherFileId: receipt.id,
      note: '已原路退回',
    });
    expect(response.json<{ msg: string }>().msg).toBe('已确认退还');
    const returned = dataOf<Deposit>(response);
    expect(returned).toMatchObject({ status: 'returned', returningFen: 0, returnedFen: 10_000 });
    expect(returned.entries.at(-1)).toMatchObject({
      kind: 'returned',
      note: '已原路退回',
      transferReference: 'ICBC20261125000456',
      voucherFileId: receipt.id,
    });
    await expectLedgerBalanced(t);

    const read = (token?: string) =>
      t.call('GET', 'fileDownload', { params: { id: receipt.id }, ...(token ? { token } : {}) });
    expect((await read(payer.token)).statusCode).toBe(200);
    expect((await read(tokens.auditor)).statusCode).toBe(200);
    for (const token of [tokens.buyer, tokens.seller, undefined])
      expect((await read(token)).statusCode).toBe(404);
    // Bound to the deposit now: the auditor can no longer delete it.
    expect(
      errorOf(await t.call('POST', 'fileDelete', { token: tokens.auditor, params: { id: receipt.id } })),
    ).toMatchObject({ status: 409, msg: '该文件已用于退款凭证，不能删除' });
  });

  it('refuses to return a deposit that is still 已冻结, naming its state and writing nothing', async () => {
    const { lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    const before = await entryCount(frozen.id);
    expect(errorOf(await returnDeposit(t, tokens.auditor, frozen.id))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_WRONG_STATE',
      msg: '保证金当前为「已冻结」，不能确认退还',
    });
    expect(await entryCount(frozen.id)).toBe(before);
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('frozen');
    await expectLedgerBalanced(t);
  });

  it('asks for the bank reference, at most 64 characters, and a receipt of the right kind', async () => {
    const { bulletin, lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const frozen = await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    await withdraw(bulletin.id);
    const refused = async (body: Record<string, unknown>) =>
      errorOf(
        await t.call('POST', 'marginReturnAudit', {
          token: tokens.auditor,
          body: { depositId: frozen.id, ...body },
        }),
      );
    expect(await refused({})).toMatchObject({
      status: 400,
      fields: [{ field: 'transferReference', msg: '请输入转账流水号' }],
    });
    expect(await refused({ transferReference: '   ' })).toMatchObject({
      fields: [{ field: 'transferReference', msg: '请输入转账流水号' }],
    });
    expect(await refused({ transferReference: 'A'.repeat(65) })).toMatchObject({
      fields: [{ field: 'transferReference', msg: '转账流水号不能超过 64 个字符' }],
    });
    expect(await refused({ transferReference: 'ICBC1', voucherFileId: 'not-a-file' })).toMatchObject({
      fields: [{ field: 'voucherFileId', msg: '文件编号格式不正确' }],
    });
    const docx = await uploadSample(t, tokens.auditor, 'docx');
    expect(await refused({ transferReference: 'ICBC1', voucherFileId: docx.id })).toMatchObject({
      status: 400,
      error: 'FILE_NOT_USABLE',
      msg: '文件「标的清单.docx」不能用作退款凭证（须为本人上传的jpg、png、pdf文件）',
    });
    const payersFile = await uploadSample(t, payer.token, 'png');
    expect(await refused({ transferReference: 'ICBC1', voucherFileId: payersFile.id })).toMatchObject({
      status: 404,
      error: 'FILE_NOT_FOUND',
    });
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('returning');
    await expectLedgerBalanced(t);
  });
});

describe('a deposit’s review record', () => {
  it('shows the auditor every step with who took it, the lot’s deposit and the platform’s account', async () => {
    const { bulletin, lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const first = await submitDeposit(t, payer.token, lotId);
    dataOf(await auditPayment(t, tokens.auditor, first.id, { approved: false, reason: '回单模糊' }));
    await submitDeposit(t, payer.token, lotId);
    dataOf(await auditPayment(t, tokens.auditor, first.id, { approved: true }));
    await withdraw(bulletin.id);
    dataOf(await returnDeposit(t, tokens.auditor, first.id));
    const payerName = (await userOf(payer.userId)).actualName;

    const info = await auditInfo(first.id);
    expect(info).toMatchObject({
      id: first.id,
      status: 'returned',
      lotDepositFen: 10_000,
      reviewerName: '王芳',
      account: { accountName: '乐易拍平台运营中心', bankNumber: '4301012309100088888' },
    });
    expect(info.entries.map((entry) => [entry.kind, entry.actorName])).toEqual([
      ['submitted', payerName],
      ['rejected', '王芳'],
      ['submitted', payerName],
      ['paid', '王芳'],
      ['released', null],
      ['returned', '王芳'],
    ]);
    expect(info.entries[1]).toMatchObject({ note: '回单模糊' });
    expect(info.entries[5]).toMatchObject({ transferReference: 'ICBC20261124000123' });

    // The payer sees the same steps and the bank reference, but not which staff member acted.
    const own = await myDeposit(t, payer.token, first.id);
    expect(own.entries.map((entry) => entry.actorName)).toEqual(Array(6).fill(null));
    expect(own.entries[5]).toMatchObject({ transferReference: 'ICBC20261124000123' });
    await expectLedgerBalanced(t);
  });

  it('answers 404 for a deposit that does not exist', async () => {
    expect(
      errorOf(await t.call('GET', 'marginAuditInfo', { token: tokens.auditor, params: { id: 999_999 } })),
    ).toMatchObject({ status: 404, error: 'DEPOSIT_NOT_FOUND', msg: '保证金记录不存在或您无权查看' });
  });

  it('keeps another tenant’s reviewer out of the list, the record, the voucher and every review', async () => {
    const { lotId, bulletin } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, payer.token, lotId);
    const other = (await addTenantWithAdmin(t)).admin.token;

    const list = dataOf<{ total: number }>(
      await t.call('POST', 'marginAuditList', { token: other, body: { lotId } }),
    );
    expect(list.total).toBe(0);
    const absent = { status: 404, error: 'DEPOSIT_NOT_FOUND' };
    expect(
      errorOf(await t.call('GET', 'marginAuditInfo', { token: other, params: { id: submitted.id } })),
    ).toMatchObject(absent);
    expect(errorOf(await auditPayment(t, other, submitted.id, { approved: true }))).toMatchObject(absent);
    const voucher = await t.call('GET', 'fileDownload', {
      token: other,
      params: { id: submitted.voucherFileId! },
    });
    expect(voucher.statusCode).toBe(404);
    expect((await myDeposit(t, payer.token, submitted.id)).status).toBe('submitted');

    const frozen = dataOf<Deposit>(await auditPayment(t, tokens.auditor, submitted.id, { approved: true }));
    await withdraw(bulletin.id);
    expect(errorOf(await returnDeposit(t, other, frozen.id))).toMatchObject(absent);
    expect((await myDeposit(t, payer.token, frozen.id)).status).toBe('returning');
    await expectLedgerBalanced(t);
  });

  it('is refused to callers without 查看保证金审核 with 403, and to visitors with 401', async () => {
    const { lotId } = await ownLot();
    const payer = await addCertifiedBuyer(t);
    const submitted = await submitDeposit(t, payer.token, lotId);
    const roleless = await addMember(t, { role: null });
    for (const token of [tokens.buyer, payer.token, tokens.seller, roleless.token]) {
      expect(
        errorOf(await t.call('GET', 'marginAuditInfo', { token, params: { id: submitted.id } })),
      ).toMatchObject({
        status: 403,
        error: 'PERMISSION_DENIED',
        msg: '没有「查看保证金审核」权限，请联系管理员开通',
      });
    }
    expect(errorOf(await t.call('GET', 'marginAuditInfo', { params: { id: submitted.id } })).status).toBe(
      401,
    );
    const returnedByBuyer = await returnDeposit(t, tokens.buyer, submitted.id);
    expect(errorOf(returnedByBuyer)).toMatchObject({
      status: 403,
      msg: '没有「审核保证金退还」权限，请联系管理员开通',
    });
    await expectLedgerBalanced(t);
  });
});
