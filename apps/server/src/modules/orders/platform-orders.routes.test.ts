import type { Order } from '@lyp/shared/auction/order.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { addSeller, sellerInSecondCompany } from '../../../test/org-fixtures';
import { addTenantWithAdmin } from '../../../test/role-admin-fixtures';
import { uploadSample } from '../../../test/upload-fixtures';
import { operationLogs } from '../../db/schema';

const { t, tokens } = useAuctionApp();

const platformList = (body: Record<string, unknown>, token = tokens.auditor) =>
  t.call('POST', 'platformOrders', { token, body });
const listedIds = async (body: Record<string, unknown>, token = tokens.auditor) =>
  dataOf<{ records: Order[] }>(await platformList(body, token)).records.map((order) => order.id);
const platformReview = (orderId: number, approved: boolean, reason?: string, token = tokens.auditor) =>
  t.call('POST', 'platformOrderPaymentAudit', {
    token,
    body: { orderId, approved, ...(reason ? { reason } : {}) },
  });
const settle = (orderId: number, body: Record<string, unknown> = {}, token = tokens.auditor) =>
  t.call('POST', 'orderSettle', { token, body: { orderId, transferReference: 'HX20261125000123', ...body } });
const orderOf = async (token: string, id: number) =>
  dataOf<Order>(await t.call('GET', 'orderGet', { token, params: { id } }));

/** A sale whose goods payment the platform has confirmed: ready to settle. */
async function paidOrder(options: Parameters<typeof soldOrder>[2] = {}) {
  const sold = await soldOrder(t, tokens, options);
  dataOf(await payOrder(t, sold.buyer.token, sold.order.id));
  dataOf(await platformReview(sold.order.id, true));
  return sold;
}

describe('the platform’s order list (竞价订单管理)', () => {
  it('shows every organisation’s orders, found by seller, keyword, status, settlement and closing day', async () => {
    const { order } = await soldOrder(t, tokens, { lot: { title: '废铝合金型材 6063' } });
    const second = await sellerInSecondCompany(t);
    const { order: secondsOrder } = await soldOrder(t, { seller: second.token, auditor: tokens.auditor });

    const everyone = await listedIds({ size: 100 });
    expect(everyone).toEqual(expect.arrayContaining([order.id, secondsOrder.id]));
    expect(await listedIds({ sellerOrgId: second.orgId, size: 100 })).toEqual(
      expect.arrayContaining([secondsOrder.id]),
    );
    expect(await listedIds({ sellerOrgId: second.orgId, size: 100 })).not.toContain(order.id);
    expect(await listedIds({ keyword: order.confirmation.sellerName, size: 100 })).toContain(order.id);
    expect(await listedIds({ keyword: '铝合金型材 6063' })).toEqual([order.id]);
    expect(await listedIds({ status: 'awaiting_payment', size: 100 })).toContain(order.id);
    expect(await listedIds({ settlement: 'unsettled', size: 100 })).not.toContain(order.id);

    const closedDay = new Date(Date.parse(order.confirmation.closedAt) + 8 * 3600_000)
      .toISOString()
      .slice(0, 10);
    expect(await listedIds({ closedFrom: closedDay, closedTo: closedDay, size: 100 })).toContain(order.id);

    const sellers = dataOf<Array<{ id: number; name: string }>>(
      await t.call('GET', 'platformOrderSellers', { token: tokens.auditor }),
    );
    expect(sellers.map((seller) => seller.id)).toContain(second.orgId);
    expect(sellers.map((seller) => seller.name)).toContain(order.confirmation.sellerName);
  });

  it('puts a paid order under 待结算 until it is settled, then under 已结算', async () => {
    const { order } = await paidOrder();
    expect(await listedIds({ settlement: 'unsettled', size: 100 })).toContain(order.id);
    expect(await listedIds({ settlement: 'settled', size: 100 })).not.toContain(order.id);
    dataOf(await settle(order.id));
    expect(await listedIds({ settlement: 'unsettled', size: 100 })).not.toContain(order.id);
    expect(await listedIds({ settlement: 'settled', size: 100 })).toContain(order.id);
  });

  it('is refused to sellers and buyers, who see only their own orders elsewhere', async () => {
    const { buyer } = await soldOrder(t, tokens);
    for (const token of [tokens.seller, buyer.token]) {
      expect(errorOf(await platformList({}, token))).toMatchObject({
        status: 403,
        error: 'PERMISSION_DENIED',
      });
      expect((await t.call('GET', 'platformOrderSellers', { token })).statusCode).toBe(403);
    }
  });
});

describe('the platform confirming a goods payment', () => {
  it('lets an auditor confirm any organisation’s payment, or turn it down with the reason', async () => {
    const second = await sellerInSecondCompany(t);
    const { order, buyer } = await soldOrder(t, { seller: second.token, auditor: tokens.auditor });
    dataOf(await payOrder(t, buyer.token, order.id));
    expect(errorOf(await platformReview(order.id, false))).toMatchObject({
      status: 400,
      msg: '请填写驳回原因',
    });
    const rejected = dataOf<Order>(await platformReview(order.id, false, '未收到该笔款项'));
    expect(rejected).toMatchObject({ status: 'awaiting_payment', paymentRejectReason: '未收到该笔款项' });

    dataOf(await payOrder(t, buyer.token, order.id));
    expect(dataOf<Order>(await platformReview(order.id, true)).status).toBe('paid');
  });

  it('keeps a seller to its own orders: the platform route is refused, another company’s order is missing', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await payOrder(t, buyer.token, order.id));
    expect((await platformReview(order.id, true, undefined, tokens.seller)).statusCode).toBe(403);
    const otherCompany = await addSeller(t);
    expect((await platformReview(order.id, true, undefined, otherCompany.token)).statusCode).toBe(403);
    expect((await orderOf(tokens.seller, order.id)).status).toBe('payment_submitted');
  });
});

describe('settling a sale to its seller (结算)', () => {
  it('records the price less the commission, sent to the order’s account, by whom and with what reference', async () => {
    const { order } = await paidOrder({ priceFen: 100_000 });
    const answer = await settle(order.id, { transferReference: '  HX20261125000999  ' });
    expect(answer.json<{ msg: string }>().msg).toBe('已结算');
    const settled = dataOf<Order>(answer);
    expect(settled).toMatchObject({
      status: 'paid',
      settledAt: t.clock.now().toISOString(),
      settlementReference: 'HX20261125000999',
      settledByName: expect.any(String),
      settlementVoucherFileId: null,
    });

    const [log] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'order_settle'), eq(operationLogs.targetId, String(order.id))));
    expect(log?.after).toMatchObject({
      amountFen: 100_000 - order.commissionFen,
      account: { accountName: order.settlementAccount!.accountName },
      transferReference: 'HX20261125000999',
    });
    expect(100_000 - order.commissionFen).toBe(order.settlementFen);

    const seen = await orderOf(tokens.seller, order.id);
    expect(seen.settlementReference).toBe('HX20261125000999');
  });

  it('refuses an order whose payment is not confirmed, naming its state', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      msg: '订单当前为「待付款」，不能结算（须货款确认后）',
    });
    dataOf(await payOrder(t, buyer.token, order.id));
    expect(errorOf(await settle(order.id))).toMatchObject({
      status: 409,
      msg: '订单当前为「付款待确认」，不能结算（须货款确认后）',
    });
  });

  it('settles once: a second settlement is refused and the first record stays', async () => {
    const { order } = await paidOrder();
    const first = dataOf<Order>(await settle(order.id));
    expect(errorOf(await settle(order.id, { transferReference: 'HX-ANOTHER' }))).toMatchObject({
      status: 409,
      msg: '订单当前为「已结算」，不能重复结算',
    });
    expect(await orderOf(tokens.auditor, order.id)).toMatchObject({
      settledAt: first.settledAt,
      settlementReference: first.settlementReference,
    });
  });

  it('names the transfer reference when it is missing or too long', async () => {
    const { order } = await paidOrder();
    expect(errorOf(await settle(order.id, { transferReference: '   ' }))).toMatchObject({
      status: 400,
      msg: '请输入转账流水号',
      fields: [{ field: 'transferReference', msg: '请输入转账流水号' }],
    });
    expect(errorOf(await settle(order.id, { transferReference: 'X'.repeat(65) }))).toMatchObject({
      status: 400,
      msg: '转账流水号不能超过 64 个字符',
    });
    expect((await orderOf(tokens.auditor, order.id)).settledAt).toBeNull();
  });

  it('keeps the transfer receipt, readable by the seller and the platform but not the buyer', async () => {
    const { order, buyer } = await paidOrder();
    const receipt = await uploadSample(t, tokens.auditor, 'pdf', '结算转账回单.pdf');
    const settled = dataOf<Order>(await settle(order.id, { voucherFileId: receipt.id }));
    expect(settled.settlementVoucherFileId).toBe(receipt.id);
    const read = (token: string) => t.call('GET', 'fileDownload', { token, params: { id: receipt.id } });
    for (const token of [tokens.seller, tokens.auditor]) expect((await read(token)).statusCode).toBe(200);
    expect((await read(buyer.token)).statusCode).toBe(404);
  });

  it('is refused to a seller, even for its own paid order', async () => {
    const { order } = await paidOrder();
    expect(errorOf(await settle(order.id, {}, tokens.seller))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
    expect((await orderOf(tokens.seller, order.id)).settledAt).toBeNull();
  });
});

describe('another tenant’s platform staff', () => {
  it('find none of this tenant’s orders or sellers, and can neither review, read nor settle one', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const paying = dataOf<Order>(await payOrder(t, buyer.token, order.id));
    const other = (await addTenantWithAdmin(t)).admin.token;

    expect(await listedIds({ size: 100 }, other)).toEqual([]);
    const sellers = dataOf<Array<{ id: number }>>(
      await t.call('GET', 'platformOrderSellers', { token: other }),
    );
    expect(sellers).toEqual([]);
    const absent = { status: 404, error: 'ORDER_NOT_FOUND' };
    expect(
      errorOf(await t.call('GET', 'orderGet', { token: other, params: { id: order.id } })),
    ).toMatchObject(absent);
    expect(errorOf(await platformReview(order.id, true, undefined, other))).toMatchObject(absent);
    const voucher = await t.call('GET', 'fileDownload', {
      token: other,
      params: { id: paying.paymentVoucherFileId! },
    });
    expect(voucher.statusCode).toBe(404);
    expect((await orderOf(tokens.auditor, order.id)).status).toBe('payment_submitted');

    dataOf(await platformReview(order.id, true));
    expect(errorOf(await settle(order.id, {}, other))).toMatchObject(absent);
    expect((await orderOf(tokens.auditor, order.id)).settledAt).toBeNull();
  });
});
