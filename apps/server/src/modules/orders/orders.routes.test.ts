import type { BuyerOrderDetail, Order } from '@lyp/shared/auction/order.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectLedgerBalanced, useAuctionApp } from '../../../test/auction-fixtures';
import { payOrder, soldOrder as sellDemoLot } from '../../../test/order-fixtures';
import { addSeller, sellerInSecondCompany } from '../../../test/org-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { HOUR_MS } from '../../lib/clock';
import { errorOf } from '../../../test/answers';

let admin: string;

const { t, tokens } = useAuctionApp();
beforeAll(async () => {
  admin = await t.signIn('admin');
});

const soldOrder = () => sellDemoLot(t, tokens);
const pay = (token: string, orderId: number) => payOrder(t, token, orderId);
const review = (token: string, orderId: number, approved: boolean, reason?: string) =>
  t.call('POST', 'platformOrderPaymentAudit', {
    token,
    body: { orderId, approved, ...(reason ? { reason } : {}) },
  });
/** The buyer's own view of an order (我的订单详情). */
const orderOf = async (token: string, id: number) =>
  dataOf<BuyerOrderDetail>(await t.call('GET', 'myOrderGet', { token, params: { id } }));
/** Runs a sweep and checks this order only: other tests' orders in the same app may default meanwhile. */
async function sweepThenExpect(orderId: number, token: string, expected: 'defaulted' | 'not defaulted') {
  await t.services.closing.sweepOnce();
  const { status } = await orderOf(token, orderId);
  if (expected === 'defaulted') expect(status).toBe('defaulted');
  else expect(status).not.toBe('defaulted');
}
describe('paying for goods won', () => {
  it('lets the buyer send a voucher and the platform confirm it: the order is paid', async () => {
    const { order, buyer } = await soldOrder();
    const submitted = dataOf<Order>(await pay(buyer.token, order.id));
    expect(submitted).toMatchObject({ status: 'payment_submitted', paymentRemark: '工行网银转账' });
    expect(submitted.paymentVoucherFileId).toEqual(expect.any(String));

    const sellerList = dataOf<{ records: Order[] }>(
      await t.call('POST', 'sellerOrders', { token: tokens.seller, body: { status: 'payment_submitted' } }),
    );
    expect(sellerList.records.map((row) => row.id)).toContain(order.id);

    const paid = dataOf<Order>(await review(tokens.auditor, order.id, true));
    expect(paid).toMatchObject({ status: 'paid', paidAt: t.clock.now().toISOString() });
    expect((await orderOf(buyer.token, order.id)).status).toBe('paid');

    // Paid is final: past the deadline nothing defaults it.
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + HOUR_MS));
    await sweepThenExpect(order.id, buyer.token, 'not defaulted');
    expect((await orderOf(buyer.token, order.id)).status).toBe('paid');
    await expectLedgerBalanced(t);
  });

  it('stops the default clock while a voucher is reviewed, and after a rejection gives the reason and 24 hours more', async () => {
    const { order, buyer } = await soldOrder();
    // Sent an hour before the deadline, reviewed two hours after it.
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) - HOUR_MS));
    dataOf(await pay(buyer.token, order.id));
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + 2 * HOUR_MS));
    await sweepThenExpect(order.id, buyer.token, 'not defaulted');

    const rejected = dataOf<Order>(await review(tokens.auditor, order.id, false, '到账金额与应付金额不符'));
    expect(rejected).toMatchObject({
      status: 'awaiting_payment',
      paymentRejectReason: '到账金额与应付金额不符',
      paymentDeadlineAt: new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString(),
    });
    await sweepThenExpect(order.id, buyer.token, 'not defaulted');

    // The second voucher clears the reason; nobody reviews it this time, and it is not defaulted.
    const resent = dataOf<Order>(await pay(buyer.token, order.id));
    expect(resent).toMatchObject({ status: 'payment_submitted', paymentRejectReason: null });
    t.clock.advance(48 * HOUR_MS);
    await sweepThenExpect(order.id, buyer.token, 'not defaulted');
    await expectLedgerBalanced(t);
  });

  it('keeps the original deadline when a rejection comes early, and defaults at it without a new voucher', async () => {
    const { order, buyer } = await soldOrder();
    dataOf(await pay(buyer.token, order.id));
    dataOf(await review(tokens.auditor, order.id, false, '凭证模糊无法辨认'));
    t.clock.advance(24 * HOUR_MS + 1000);
    expect(Date.parse(order.paymentDeadlineAt)).toBeGreaterThan(t.clock.now().getTime());
    // The original deadline is still ahead, so the rejection did not shorten it either.
    await sweepThenExpect(order.id, buyer.token, 'not defaulted');
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) + 1000));
    await sweepThenExpect(order.id, buyer.token, 'defaulted');
    await expectLedgerBalanced(t);
  });

  it('refuses a voucher after the deadline, a second one while the first is reviewed, and a review of nothing sent', async () => {
    const { order, buyer } = await soldOrder();
    expect(errorOf(await review(tokens.auditor, order.id, true))).toMatchObject({
      status: 409,
      error: 'ORDER_WRONG_STATE',
      msg: '订单当前为「待付款」，不能审核付款',
    });
    dataOf(await pay(buyer.token, order.id));
    expect(errorOf(await pay(buyer.token, order.id))).toMatchObject({
      status: 409,
      msg: '订单当前为「付款待确认」，不能提交付款',
    });

    const late = await soldOrder();
    t.clock.set(new Date(Date.parse(late.order.paymentDeadlineAt) + 1000));
    expect(errorOf(await pay(late.buyer.token, late.order.id))).toMatchObject({
      status: 409,
      error: 'ORDER_PAYMENT_OVERDUE',
    });
    expect((await orderOf(late.buyer.token, late.order.id)).status).toBe('awaiting_payment');
  });

  it('asks for the reason when a voucher is turned down', async () => {
    const { order } = await soldOrder();
    const response = await t.call('POST', 'platformOrderPaymentAudit', {
      token: tokens.auditor,
      body: { orderId: order.id, approved: false },
    });
    expect(errorOf(response)).toMatchObject({ status: 400, msg: '请填写驳回原因' });
  });
});

describe('who may act on an order', () => {
  it('lets only the buyer pay: anyone else is told the order does not exist', async () => {
    const { order, loser } = await soldOrder();
    const missing = await pay(loser.token, 999_999);
    const someoneElses = await pay(loser.token, order.id);
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json()).toEqual(missing.json());
  });

  it('lets only the platform, whose account received the money, confirm it: not the seller, not the buyer', async () => {
    const { order, buyer } = await soldOrder();
    dataOf(await pay(buyer.token, order.id));
    const otherCompany = await addSeller(t);
    const secondCompany = await sellerInSecondCompany(t);
    for (const token of [tokens.seller, otherCompany.token, secondCompany.token, buyer.token])
      expect(errorOf(await review(token, order.id, true))).toMatchObject({
        status: 403,
        msg: '没有「审核货款」权限，请联系管理员开通',
      });
    for (const token of [otherCompany.token, secondCompany.token]) {
      const listed = dataOf<{ records: Order[] }>(await t.call('POST', 'sellerOrders', { token, body: {} }));
      expect(listed.records.map((row) => row.id)).not.toContain(order.id);
    }
    expect((await orderOf(buyer.token, order.id)).status).toBe('payment_submitted');
    expect(dataOf<Order>(await review(admin, order.id, true)).status).toBe('paid');
    // The seller sees it confirmed.
    const seen = dataOf<Order>(
      await t.call('GET', 'orderGet', { token: tokens.seller, params: { id: order.id } }),
    );
    expect(seen).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
  });

  it('lets the buyer, the seller and auditors read the payment voucher, and nobody else', async () => {
    const { order, buyer, loser } = await soldOrder();
    const { paymentVoucherFileId } = dataOf<Order>(await pay(buyer.token, order.id));
    const otherCompany = await addSeller(t);
    const read = (token?: string) =>
      t.call('GET', 'fileDownload', { params: { id: paymentVoucherFileId! }, ...(token ? { token } : {}) });
    for (const token of [buyer.token, tokens.seller, admin]) expect((await read(token)).statusCode).toBe(200);
    for (const token of [loser.token, otherCompany.token, undefined])
      expect((await read(token)).statusCode).toBe(404);
  });

  it('refuses a voucher file that is not the buyer’s own upload', async () => {
    const { order, buyer, loser } = await soldOrder();
    const foreign = await uploadSample(t, loser.token, 'pdf');
    const response = await t.call('POST', 'orderPay', {
      token: buyer.token,
      body: { orderId: order.id, voucherFileId: foreign.id },
    });
    expect(errorOf(response)).toMatchObject({ status: 404, error: 'FILE_NOT_FOUND' });
    expect((await orderOf(buyer.token, order.id)).status).toBe('awaiting_payment');
  });
});
