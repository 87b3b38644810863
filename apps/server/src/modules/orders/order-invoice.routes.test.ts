import type { BuyerOrderDetail, Order } from '@lyp/shared/auction/order.schemas';
import type { InvoiceProfile } from '@lyp/shared/invoices/invoice.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { describe, expect, it } from 'vitest';
import { addBidders } from '../../../test/bidder-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { dataOf, lotInput, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { confirmPayment, payOrder, soldOrder } from '../../../test/order-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { DAY_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const SPECIAL = {
  kind: 'special',
  title: '上海再生金属回收有限公司',
  taxNo: '91310000MA1FL0XX1Q',
  addressPhone: '上海市宝山区长江路 88 号 021-56781234',
  bankAccount: '中国工商银行上海宝山支行 1001 2345 6789 0123 456',
} as const;

async function paidOrder(lot: Record<string, unknown> = {}) {
  const { order, buyer } = await soldOrder(t, tokens, { lot });
  dataOf(await payOrder(t, buyer.token, order.id));
  await confirmPayment(t, tokens.auditor, order.id);
  return { order, buyer };
}

const sellerView = async (id: number) =>
  dataOf<Order>(await t.call('GET', 'orderGet', { token: tokens.seller, params: { id } }));
const buyerView = async (token: string, id: number) =>
  dataOf<BuyerOrderDetail>(await t.call('GET', 'myOrderGet', { token, params: { id } }));
const saveProfile = (token: string, body: Record<string, unknown>) =>
  t.call('POST', 'invoiceProfileSave', { token, body });
const today = () => chinaDate(t.clock.now());

async function recordInvoice(id: number, body: Record<string, unknown> = {}, token = tokens.seller) {
  const file = await uploadSample(t, token, 'pdf', '增值税专用发票.pdf');
  return t.call('POST', 'orderInvoiceRecord', {
    token,
    params: { id },
    body: {
      invoiceNo: '26312000000012345678',
      issuedOn: today(),
      amountFen: 100_000,
      fileId: file.id,
      ...body,
    },
  });
}

describe('发票: tax terms, the buyer invoice details and the invoice the seller records', () => {
  it('states the lot tax terms on the order and adds the VAT to a price that excludes it', async () => {
    const { order } = await soldOrder(t, tokens, { lot: { taxIncluded: false, vatRatePercent: 9 } });
    expect(order.invoice).toMatchObject({
      state: 'not_due',
      taxIncluded: false,
      vatRatePercent: 9,
      expectedAmountFen: 109_000,
      issued: null,
    });
    const lot = dataOf<{ taxIncluded: boolean; vatRatePercent: number }>(
      await t.call('GET', 'lotDetail', { params: { lotId: order.lotId } }),
    );
    expect(lot).toMatchObject({ taxIncluded: false, vatRatePercent: 9 });
  });

  it('refuses a VAT rate that is not one of the statutory rates, naming the field', async () => {
    const answer = await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: {
        title: '税率测试公告',
        bodyHtml: '<p>详见附件</p>',
        lots: [lotInput(t, { vatRatePercent: 7 })],
      },
    });
    expect(errorOf(answer)).toMatchObject({
      status: 400,
      msg: expect.stringContaining('增值税税率只能是 13%、9%、6%、3%、1%、0%'),
    });
  });

  it('waits for the buyer details, then the seller records the invoice and the buyer reads and downloads it', async () => {
    const { order, buyer } = await paidOrder();
    expect((await sellerView(order.id)).invoice).toMatchObject({
      state: 'awaiting_details',
      taxIncluded: true,
      vatRatePercent: 13,
      expectedAmountFen: 100_000,
      details: null,
    });
    expect(errorOf(await recordInvoice(order.id))).toMatchObject({
      status: 409,
      error: 'INVOICE_DETAILS_MISSING',
    });

    const { bankAccount: _bank, ...withoutBank } = SPECIAL;
    expect(errorOf(await saveProfile(buyer.token, withoutBank))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('开具专票须填写开户行及账号'),
    });
    expect(errorOf(await saveProfile(buyer.token, { ...SPECIAL, taxNo: '12345' }))).toMatchObject({
      msg: expect.stringContaining('纳税人识别号须为 15、18 或 20 位数字或大写字母'),
    });
    dataOf(await saveProfile(buyer.token, { ...SPECIAL, taxNo: SPECIAL.taxNo.toLowerCase() }));
    expect(
      dataOf<InvoiceProfile>(await t.call('GET', 'invoiceProfileMine', { token: buyer.token })),
    ).toMatchObject(SPECIAL);
    expect((await sellerView(order.id)).invoice).toMatchObject({
      state: 'awaiting_invoice',
      details: SPECIAL,
    });

    const recorded = dataOf<Order>(await recordInvoice(order.id));
    expect(recorded.invoice).toMatchObject({
      state: 'issued',
      details: SPECIAL,
      issued: { invoiceNo: '26312000000012345678', issuedOn: today(), amountFen: 100_000 },
    });
    const mine = await buyerView(buyer.token, order.id);
    expect(mine.invoice).toEqual(recorded.invoice);
    const inbox = dataOf<{ records: Array<{ kind: string; title: string; body: string }> }>(
      await t.call('POST', 'messageList', { token: buyer.token, body: { size: 50 } }),
    ).records;
    expect(inbox).toContainEqual(
      expect.objectContaining({
        kind: 'invoice_issued',
        title: '发票已开具',
        body: expect.stringContaining('26312000000012345678'),
      }),
    );
    const download = (token: string) =>
      t.call('GET', 'fileDownload', { token, params: { id: recorded.invoice.issued!.fileId } });
    expect((await download(buyer.token)).statusCode).toBe(200);
    const [stranger] = await addBidders(t, 1);
    expect((await download(stranger!.token)).statusCode).not.toBe(200);
  });

  it('lets a person take a 普票 by name alone, while a 专票 and any company need the 纳税人识别号', async () => {
    const [person] = await addBidders(t, 1);
    const { taxNo: _taxNo, ...withoutTaxNo } = SPECIAL;
    expect(errorOf(await saveProfile(person!.token, withoutTaxNo))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('开具专票须填写纳税人识别号'),
    });
    const plain = dataOf<InvoiceProfile>(await saveProfile(person!.token, { kind: 'normal', title: '张三' }));
    expect(plain).toMatchObject({ kind: 'normal', title: '张三', taxNo: null, addressPhone: null });

    const { owner } = await certifiedCompany(t, tokens.auditor, { companyName: '无锡再生资源有限公司' });
    expect(
      errorOf(await saveProfile(owner.token, { kind: 'normal', title: '无锡再生资源有限公司' })),
    ).toMatchObject({
      status: 400,
      error: 'INVOICE_TAX_NO_REQUIRED',
      msg: '企业开票须填写纳税人识别号',
    });
  });

  it('refuses an invoice before payment, dated ahead of today or before the sale, or from anyone but the seller', async () => {
    const { order: unpaid, buyer: unpaidBuyer } = await soldOrder(t, tokens);
    dataOf(await saveProfile(unpaidBuyer.token, { ...SPECIAL, kind: 'normal' }));
    expect(errorOf(await recordInvoice(unpaid.id))).toMatchObject({
      status: 409,
      error: 'ORDER_WRONG_STATE',
    });

    const { order, buyer } = await paidOrder();
    dataOf(await saveProfile(buyer.token, SPECIAL));
    const tomorrow = chinaDate(new Date(t.clock.now().getTime() + DAY_MS));
    expect(errorOf(await recordInvoice(order.id, { issuedOn: tomorrow }))).toMatchObject({
      error: 'INVOICE_DATE_AFTER_TODAY',
      msg: `开票日期不能晚于今天（${today()}）`,
    });
    expect(errorOf(await recordInvoice(order.id, { issuedOn: '2020-01-01' }))).toMatchObject({
      error: 'INVOICE_DATE_BEFORE_SALE',
    });
    expect(errorOf(await recordInvoice(order.id, { invoiceNo: 'FP-001' }))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('发票号码须为 8–20 位数字'),
    });
    expect((await recordInvoice(order.id, {}, buyer.token)).statusCode).toBe(403);
  });

  it('keeps the details an invoice was made out to, and a correction takes the buyer details as they are now', async () => {
    const { order, buyer } = await paidOrder();
    dataOf(await saveProfile(buyer.token, SPECIAL));
    dataOf(await recordInvoice(order.id));
    const renamed = { ...SPECIAL, title: '上海再生金属回收股份有限公司' };
    dataOf(await saveProfile(buyer.token, renamed));
    expect((await buyerView(buyer.token, order.id)).invoice.details).toMatchObject({ title: SPECIAL.title });

    const corrected = dataOf<Order>(await recordInvoice(order.id, { invoiceNo: '26312000000099999999' }));
    expect(corrected.invoice).toMatchObject({
      details: { title: renamed.title },
      issued: { invoiceNo: '26312000000099999999' },
    });
  });

  it('puts the pickup deadline and the recorded invoice in both sides’ order exports', async () => {
    const { order, buyer } = await paidOrder({ title: '发票导出测试废铜' });
    dataOf(await saveProfile(buyer.token, SPECIAL));
    const recorded = dataOf<Order>(await recordInvoice(order.id, { amountFen: 100_000 }));
    const sheets = [
      await t.call('POST', 'sellerOrdersExport', {
        token: tokens.seller,
        body: { keyword: '发票导出测试废铜' },
      }),
      await t.call('POST', 'myOrdersExport', { token: buyer.token, body: {} }),
    ];
    for (const answer of sheets) {
      const [row] = (await readSheet(answer.rawPayload)).records;
      expect(row).toMatchObject({
        提货截止日: recorded.pickup.dueOn,
        发票状态: '已开票',
        发票号码: '26312000000012345678',
        开票日期: today(),
        '发票金额（元）': 1000,
      });
    }
  });
});
