import type { Order } from '@lyp/shared/auction/order.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { addSeller, sellerInSecondCompany } from '../../../test/org-fixtures';

const { t, tokens } = useAuctionApp();

const sellerList = (body: Record<string, unknown>, token = tokens.seller) =>
  t.call('POST', 'sellerOrders', { token, body });
const listedIds = async (body: Record<string, unknown>, token = tokens.seller) =>
  dataOf<{ records: Order[] }>(await sellerList(body, token)).records.map((order) => order.id);
/** The platform confirms the goods money reached its account: the seller only sees it. */
const confirmPayment = (orderId: number) =>
  t.call('POST', 'platformOrderPaymentAudit', { token: tokens.auditor, body: { orderId, approved: true } });
/** Today in China, as the pickup form fills it in. */
const today = () => chinaDate(t.clock.now());
const pickup = (id: number, token = tokens.seller, body: Record<string, unknown> = {}) =>
  t.call('POST', 'orderPickup', {
    token,
    params: { id },
    body: { pickedUpOn: today(), weighedQuantity: 12.34, ...body },
  });

describe('the seller’s order list (订单管理)', () => {
  it('finds an order by its number, its lot or the buyer the sale names, by status and by the day it closed', async () => {
    const { order } = await soldOrder(t, tokens, { lot: { title: '废不锈钢 304 边角料' } });
    const { confirmation } = order;
    for (const keyword of [order.orderNo, '不锈钢 304', confirmation.buyerName])
      expect(await listedIds({ keyword })).toContain(order.id);
    expect(await listedIds({ keyword: '没有这个标的' })).not.toContain(order.id);

    expect(await listedIds({ status: 'awaiting_payment' })).toContain(order.id);
    expect(await listedIds({ status: 'paid' })).not.toContain(order.id);

    const closedDay = new Date(Date.parse(confirmation.closedAt) + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await listedIds({ closedFrom: closedDay, closedTo: closedDay })).toContain(order.id);
    expect(await listedIds({ closedFrom: '2020-01-01', closedTo: '2020-01-31' })).not.toContain(order.id);
    expect(errorOf(await sellerList({ closedFrom: '2026/11/01' }))).toMatchObject({
      status: 400,
      msg: '成交日期格式应为 yyyy-MM-dd',
    });
  });

  it('never shows another company’s orders, even to the same person acting for their other company', async () => {
    const { order } = await soldOrder(t, tokens);
    const other = await addSeller(t);
    const second = await sellerInSecondCompany(t);
    for (const token of [other.token, second.token]) {
      expect(await listedIds({}, token)).not.toContain(order.id);
      expect((await t.call('GET', 'orderGet', { token, params: { id: order.id } })).statusCode).toBe(404);
    }
    expect((await sellerList({}, tokens.buyer)).statusCode).toBe(403);
  });
});

describe('an order’s money as the seller sees it', () => {
  it('names the commission that applied and what is left to settle: the price less the commission', async () => {
    const { order } = await soldOrder(t, tokens, { priceFen: 100_000 });
    expect(order).toMatchObject({
      priceFen: 100_000,
      commissionBasis: 'platform',
      commissionFen: 5_000,
      settlementFen: 95_000,
    });
    expect(order.commissionTiers?.[0]).toEqual({ upToFen: 200_000_000, rateBps: 500 });
  });

  it('charges a bulletin’s flat rate when the platform set one before the close, and says so', async () => {
    const admin = await t.signIn('admin');
    const setRate = async (bulletinId: number) => {
      dataOf(
        await t.call('POST', 'commissionEdit', { token: admin, body: { bulletinId, commissionBps: 150 } }),
      );
    };
    const { order } = await soldOrder(t, tokens, { priceFen: 100_000, beforeBidding: setRate });
    expect(order).toMatchObject({
      commissionBasis: 'bulletin',
      commissionTiers: [{ upToFen: null, rateBps: 150 }],
      commissionFen: 1_500,
      settlementFen: 98_500,
    });
  });
});

describe('confirming pickup (确认提货)', () => {
  it('completes a paid order with the day and the weighed quantity, and refuses one not yet paid', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    expect(errorOf(await pickup(order.id))).toMatchObject({
      status: 409,
      msg: '订单当前为「待付款」，不能确认提货（须平台确认货款到账后）',
    });
    dataOf(await payOrder(t, buyer.token, order.id));
    dataOf(await confirmPayment(order.id));
    const done = await pickup(order.id, tokens.seller, { weighedQuantity: '31.505', remark: '两车分批提走' });
    expect(done.json<{ msg: string }>().msg).toBe('已确认提货，订单完成');
    expect(dataOf<Order>(done)).toMatchObject({
      status: 'completed',
      pickedUpAt: t.clock.now().toISOString(),
      pickedUpOn: today(),
      weighedQuantity: '31.505',
    });
    // The buyer reads the same record on their side.
    const mine = dataOf<Order>(
      await t.call('GET', 'myOrderGet', { token: buyer.token, params: { id: order.id } }),
    );
    expect(mine).toMatchObject({ pickedUpOn: today(), weighedQuantity: '31.505' });
    expect(errorOf(await pickup(order.id))).toMatchObject({ status: 409, error: 'ORDER_WRONG_STATE' });
  });

  it('refuses a pickup day in the future or before the payment was confirmed, and a missing weight, naming the field', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await payOrder(t, buyer.token, order.id));
    dataOf(await confirmPayment(order.id));
    const tomorrow = chinaDate(new Date(t.clock.now().getTime() + 24 * 3600_000));
    const before = chinaDate(new Date(t.clock.now().getTime() - 3 * 24 * 3600_000));
    expect(errorOf(await pickup(order.id, tokens.seller, { pickedUpOn: tomorrow }))).toMatchObject({
      status: 400,
      msg: `提货日期不能晚于今天（${today()}）`,
      fields: [{ field: 'pickedUpOn', msg: `提货日期不能晚于今天（${today()}）` }],
    });
    expect(errorOf(await pickup(order.id, tokens.seller, { pickedUpOn: before }))).toMatchObject({
      status: 400,
      msg: `提货日期不能早于货款确认日期（${today()}）`,
    });
    for (const [weighedQuantity, msg] of [
      [undefined, '过磅数量必须是数字'],
      [0, '过磅数量必须大于 0'],
      [1.2345, '过磅数量最多保留 3 位小数'],
    ] as const)
      expect(errorOf(await pickup(order.id, tokens.seller, { weighedQuantity }))).toMatchObject({
        status: 400,
        fields: [{ field: 'weighedQuantity', msg }],
      });
    expect(
      dataOf<Order>(await t.call('GET', 'orderGet', { token: tokens.seller, params: { id: order.id } }))
        .status,
    ).toBe('paid');
  });

  it('is the seller’s company’s alone: another company gets 404, the buyer 403', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await payOrder(t, buyer.token, order.id));
    dataOf(await confirmPayment(order.id));
    expect((await pickup(order.id, (await addSeller(t)).token)).statusCode).toBe(404);
    expect((await pickup(order.id, buyer.token)).statusCode).toBe(403);
    expect(
      dataOf<Order>(await t.call('GET', 'myOrderGet', { token: buyer.token, params: { id: order.id } }))
        .status,
    ).toBe('paid');
  });
});
