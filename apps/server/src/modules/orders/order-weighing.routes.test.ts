import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import type { BuyerOrderDetail, Order } from '@lyp/shared/auction/order.schemas';
import type { Message } from '@lyp/shared/messages/message.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { confirmPayment, payOrder, settleOrder, soldOrder } from '../../../test/order-fixtures';
import { expectXlsxDownload } from '../../../test/answers';
import { addSeller } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { pdfText as textOf } from '../../../test/pdf-text';

/** 单价 sales: closed on the estimate, weighed at pickup (过磅), settled on the weight both ways. */

const { t, tokens } = useAuctionApp();

/** 40 tons estimated, starting at ¥2,400/吨 in steps of ¥20, won at ¥2,500/吨 (¥100,000 on the estimate). */
const PER_TON = { priceBasis: 'unit', quantity: 40, startPriceFen: 240_000, incrementFen: 2_000 };
const soldPerTon = () => soldOrder(t, tokens, { lot: PER_TON, priceFen: 250_000 });

async function paidPerTon() {
  const sold = await soldPerTon();
  dataOf(await payOrder(t, sold.buyer.token, sold.order.id));
  await confirmPayment(t, tokens.auditor, sold.order.id);
  return sold;
}

const weigh = (id: number, body: Record<string, unknown>, token = tokens.seller) =>
  t.call('POST', 'orderWeigh', { token, params: { id }, body });
const weighed = async (id: number, weighedQuantity: number) =>
  dataOf<Order>(await weigh(id, { weighedQuantity }));
const settleDifference = (orderId: number, reference = 'HX20261127000123') =>
  t.call('POST', 'platformOrderDifferenceSettle', { token: tokens.auditor, body: { orderId, reference } });
const settle = (orderId: number) =>
  t.call('POST', 'orderSettle', {
    token: tokens.auditor,
    body: { orderId, transferReference: 'JS20261127000001' },
  });
const myOrder = async (token: string, id: number) =>
  dataOf<BuyerOrderDetail>(await t.call('GET', 'myOrderGet', { token, params: { id } }));

describe('the close of a 单价 lot', () => {
  it('prices the order at unit price × estimated quantity, with the deposit and commission on that amount', async () => {
    const { order } = await soldPerTon();
    expect(order).toMatchObject({
      priceBasis: 'unit',
      priceFen: 10_000_000,
      // 10 % of ¥2,400 × 40 吨: the deposit counts toward the estimate's amount.
      depositAppliedFen: 960_000,
      amountDueFen: 9_040_000,
      commissionFen: 500_000,
      settlementFen: 9_500_000,
      weighing: {
        unitPriceFen: 250_000,
        estimatedQuantity: '40.000',
        estimatedAmountFen: 10_000_000,
        weighedQuantity: null,
        differenceFen: null,
        needsBuyerConfirmation: false,
      },
    });
    expect(order.confirmation).toMatchObject({
      priceBasis: 'unit',
      unitPriceFen: 250_000,
      priceFen: 10_000_000,
    });
  });

  it('keeps a 总价 lot as it was: no weighing to do', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    expect(order).toMatchObject({ priceBasis: 'total', priceFen: 100_000, weighing: null });
    dataOf(await payOrder(t, buyer.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);
    expect(errorOf(await weigh(order.id, { weighedQuantity: 12 }))).toMatchObject({
      status: 409,
      msg: '该订单按总价成交，无需过磅结算',
    });
  });
});

describe('weighing a 单价 order (过磅)', () => {
  it('is for the seller’s own organisation and the platform, once the goods payment is confirmed', async () => {
    const { order, buyer } = await soldPerTon();
    expect(errorOf(await weigh(order.id, { weighedQuantity: 40 }))).toMatchObject({ status: 409 });
    dataOf(await payOrder(t, buyer.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);

    const other = await addSeller(t);
    expect(errorOf(await weigh(order.id, { weighedQuantity: 40 }, other.token)).status).toBe(404);
    expect(errorOf(await weigh(order.id, { weighedQuantity: 40 }, buyer.token)).status).toBe(403);
    const byPlatform = await t.call('POST', 'platformOrderWeigh', {
      token: tokens.auditor,
      params: { id: order.id },
      body: { weighedQuantity: 40.5 },
    });
    expect(dataOf<Order>(byPlatform).weighing?.weighedQuantity).toBe('40.500');
  });

  it('refuses a missing, negative or over-precise weight with a Chinese message on the field', async () => {
    const { order } = await paidPerTon();
    for (const [weighedQuantity, msg] of [
      [undefined, '请输入过磅数量'],
      ['', '请输入过磅数量'],
      ['四十吨', '过磅数量必须是数字'],
      [-1, '过磅数量必须大于 0'],
      [40.1234, '过磅数量最多保留 3 位小数'],
    ] as const) {
      expect(errorOf(await weigh(order.id, { weighedQuantity }))).toMatchObject({
        status: 400,
        fields: [{ field: 'weighedQuantity', msg }],
      });
    }
  });

  it('reprices the goods, commission and settlement on a weight within 10 %, and holds settlement until the balance (少补) is in', async () => {
    const { order, buyer } = await paidPerTon();
    const after = await weighed(order.id, 42);
    expect(after).toMatchObject({
      priceFen: 10_500_000,
      commissionFen: 525_000,
      settlementFen: 9_975_000,
      weighedQuantity: '42.000',
      weighing: { finalAmountFen: 10_500_000, differenceFen: 500_000, needsBuyerConfirmation: false },
    });
    // The buyer sees the same difference: ¥5,000 to pay.
    expect((await myOrder(buyer.token, order.id)).weighing).toMatchObject({
      estimatedQuantity: '40.000',
      weighedQuantity: '42.000',
      differenceFen: 500_000,
      differenceSettledAt: null,
    });
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      msg: '买受人尚未补缴过磅差额 ¥5,000.00，平台确认收到后才能结算',
    });
    // The buyer transfers the balance and uploads the voucher, as for the goods.
    const voucher = await uploadSample(t, buyer.token, 'pdf', '补缴凭证.pdf');
    const payBalance = (token: string) =>
      t.call('POST', 'myOrderBalancePay', { token, body: { orderId: order.id, voucherFileId: voucher.id } });
    expect(errorOf(await payBalance(tokens.seller)).status).toBe(403);
    const paying = dataOf<BuyerOrderDetail>(await payBalance(buyer.token));
    expect(paying.weighing).toMatchObject({ balanceVoucherFileId: voucher.id, differenceSettledAt: null });
    const asPlatform = dataOf<Order>(
      await t.call('GET', 'orderGet', { token: tokens.auditor, params: { id: order.id } }),
    );
    expect(asPlatform.weighing?.balanceVoucherFileId).toBe(voucher.id);

    dataOf(await settleDifference(order.id));
    expect(errorOf(await settleDifference(order.id)).status).toBe(409);
    expect(errorOf(await payBalance(buyer.token))).toMatchObject({
      status: 409,
      msg: '该订单没有待结清的过磅差额',
    });
    const settled = await settleOrder(t, tokens.auditor, order.id, 'JS20261127000002');
    expect(settled).toMatchObject({ settlementFen: 9_975_000 });
    expect((await myOrder(buyer.token, order.id)).weighing?.differenceSettledAt).not.toBeNull();
  });

  it('needs the buyer to confirm a weight more than 10 % off, then settles the seller and refunds the buyer (多退)', async () => {
    const { order, buyer } = await paidPerTon();
    const after = await weighed(order.id, 35);
    expect(after.weighing).toMatchObject({
      finalAmountFen: 8_750_000,
      differenceFen: -1_250_000,
      needsBuyerConfirmation: true,
      buyerConfirmedAt: null,
    });
    expect(after.commissionFen).toBe(437_500);
    // The buyer is told, with the refund and the confirmation asked of them.
    const inbox = dataOf<{ records: Message[] }>(
      await t.call('POST', 'messageList', { token: buyer.token, body: { size: 100 } }),
    ).records;
    expect(inbox.find((message) => message.kind === 'order_weighed')).toMatchObject({
      title: '过磅结果待您确认',
      body: expect.stringContaining('平台将退还多付的 ¥12,500.00（多退）'),
      link: '/personalcenter/myOrder',
    });
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      msg: '过磅数量与预估数量相差超过 10%，须买受人确认过磅结果后才能结算',
    });
    // The seller may correct the weight until the buyer has confirmed it.
    expect((await weighed(order.id, 34.5)).weighing?.differenceFen).toBe(-1_375_000);

    const confirm = (token: string) =>
      t.call('POST', 'myOrderWeighingConfirm', { token, params: { id: order.id } });
    expect(errorOf(await confirm(tokens.seller)).status).toBe(403);
    const confirmed = dataOf<BuyerOrderDetail>(await confirm(buyer.token));
    expect(confirmed.weighing?.buyerConfirmedAt).not.toBeNull();
    expect(errorOf(await confirm(buyer.token)).status).toBe(409);
    expect(errorOf(await weigh(order.id, { weighedQuantity: 40 })).status).toBe(409);

    // A refund does not hold the seller up: the platform holds more than the seller is due.
    expect(await settleOrder(t, tokens.auditor, order.id, 'JS20261127000003')).toMatchObject({
      settlementFen: 8_625_000 - 431_250,
    });
    expect(dataOf<Order>(await settleDifference(order.id)).weighing?.differenceReference).toBe(
      'HX20261127000123',
    );
  });

  it('exports the price basis, unit price, estimate, weight and difference for both parties', async () => {
    const { order, buyer } = await paidPerTon();
    await weighed(order.id, 42);
    const rowOf = async (answer: Parameters<typeof expectXlsxDownload>[0]) => {
      const sheet = await expectXlsxDownload(answer);
      const index = sheet.rows.findIndex((row) => row[0] === order.orderNo);
      return Object.fromEntries(sheet.header.map((name, column) => [name, sheet.rows[index]![column]]));
    };
    const expected = {
      计价方式: '单价',
      '成交单价（元）': 2500,
      预估数量: 40,
      过磅数量: 42,
      '成交价（元）': 105_000,
      '过磅差额（元，正数补缴、负数退还）': 5000,
    };
    const seller = await rowOf(
      await t.call('POST', 'sellerOrdersExport', { token: tokens.seller, body: { keyword: order.orderNo } }),
    );
    expect(seller).toMatchObject({ ...expected, '佣金（元）': 5250 });
    const mine = await rowOf(
      await t.call('POST', 'myOrdersExport', { token: buyer.token, body: { keyword: order.orderNo } }),
    );
    expect(mine).toMatchObject(expected);
  });

  it('takes a weight exactly 10 % off without asking the buyer', async () => {
    const { order } = await paidPerTon();
    expect((await weighed(order.id, 44)).weighing?.needsBuyerConfirmation).toBe(false);
  });

  it('requires the weighing before the pickup, and the pickup keeps the weighed quantity', async () => {
    const { order } = await paidPerTon();
    const pickup = (weighedQuantity: number) =>
      t.call('POST', 'orderPickup', {
        token: tokens.seller,
        params: { id: order.id },
        body: {
          pickedUpOn: new Date(t.clock.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10),
          weighedQuantity,
        },
      });
    expect(errorOf(await pickup(40))).toMatchObject({
      status: 409,
      msg: '按单价成交的订单须先录入过磅数量，才能确认提货',
    });
    await weighed(order.id, 41);
    expect(dataOf<Order>(await pickup(99))).toMatchObject({ status: 'completed', weighedQuantity: '41.000' });
  });
});

describe('the documents of a weighed sale', () => {
  const documentsOf = async (token: string, orderId: number) =>
    dataOf<SaleDocument[]>(await t.call('GET', 'contractInfoByOrder', { token, params: { id: orderId } }));

  it('are issued again as new versions on the weighed quantity, the versions on the estimate kept', async () => {
    const { order } = await paidPerTon();
    const before = await documentsOf(tokens.auditor, order.id);
    const confirmation = before.find((document) => document.kind === 'confirmation')!;
    expect(confirmation.version).toBe(1);
    const first = await t.call('GET', 'contractFile', {
      token: tokens.auditor,
      params: { id: confirmation.id },
    });
    expect(await textOf(first.rawPayload)).toMatch(/单价\s*¥2,500\.00\/吨\s*×\s*预估数量\s*40\s*吨/);

    await weighed(order.id, 42);
    const after = await documentsOf(tokens.auditor, order.id);
    for (const document of after) expect(document.version).toBe(2);
    const latest = after.find((document) => document.kind === 'tripartite')!;
    const text = await textOf(
      (await t.call('GET', 'contractFile', { token: tokens.auditor, params: { id: latest.id } })).rawPayload,
    );
    expect(text).toMatch(/过磅数量\s*42\s*吨/);
    expect(text).toContain('少补');
    // The first version is still there, unchanged.
    expect(
      (await t.call('GET', 'contractFile', { token: tokens.auditor, params: { id: confirmation.id } }))
        .statusCode,
    ).toBe(200);
  });
});
