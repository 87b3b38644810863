import type { BuyerOrderDetail, Order } from '@lyp/shared/auction/order.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { confirmPayment, payOrder, soldOrder } from '../../../test/order-fixtures';
import { beijingDay, holdQualification, requireQualifications } from '../../../test/qualification-fixtures';
import { DAY_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

/** A sale of a lot with the given pickup terms, paid and confirmed today. */
async function paidOrder(lot: Record<string, unknown> = {}) {
  const { order, buyer } = await soldOrder(t, tokens, { lot });
  dataOf(await payOrder(t, buyer.token, order.id));
  await confirmPayment(t, tokens.auditor, order.id);
  return { order: await sellerView(order.id), buyer };
}

const sellerView = async (id: number) =>
  dataOf<Order>(await t.call('GET', 'orderGet', { token: tokens.seller, params: { id } }));
const buyerView = async (token: string, id: number) =>
  dataOf<BuyerOrderDetail>(await t.call('GET', 'myOrderGet', { token, params: { id } }));
const recordOverdue = (id: number, note = '买受人未按期提货，已电话催告，仓储费按日计收') =>
  t.call('POST', 'orderPickupOverdue', { token: tokens.seller, params: { id }, body: { note } });
const later = (days: number) => t.clock.set(new Date(t.clock.now().getTime() + days * DAY_MS));
const inbox = async (token: string) =>
  dataOf<{ records: Array<{ kind: string; body: string }> }>(
    await t.call('POST', 'messageList', { token, body: { size: 100 } }),
  ).records;

describe('提货期限: the pickup deadline after payment', () => {
  it('counts the deadline from the Beijing day the payment was confirmed, for both sides alike', async () => {
    const { order, buyer } = await paidOrder({ pickupDays: 7, storageFeeFen: 20_000 });
    const paidOn = chinaDate(new Date(order.paidAt!));
    const due = new Date(Date.parse(`${paidOn}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
    expect(order.pickup).toEqual({
      pickupDays: 7,
      storageFeeFen: 20_000,
      dueOn: due,
      overdueNote: null,
      overdueNotedAt: null,
    });
    expect((await buyerView(buyer.token, order.id)).pickup.dueOn).toBe(due);
  });

  it('has no deadline before the payment is confirmed, and takes 15 days when the lot says nothing', async () => {
    const { order } = await soldOrder(t, tokens);
    expect(order.pickup).toMatchObject({ pickupDays: 15, storageFeeFen: null, dueOn: null });
  });

  it('lets the seller record 逾期未提 only once the deadline has passed, and shows it to the buyer', async () => {
    const { order, buyer } = await paidOrder({ pickupDays: 3 });
    expect(errorOf(await recordOverdue(order.id))).toMatchObject({
      status: 409,
      error: 'PICKUP_NOT_OVERDUE',
      msg: `提货截止日为 ${order.pickup.dueOn}，尚未逾期，不能记录逾期未提`,
    });
    later(4);
    const recorded = dataOf<Order>(await recordOverdue(order.id));
    expect(recorded.pickup).toMatchObject({
      overdueNote: '买受人未按期提货，已电话催告，仓储费按日计收',
      overdueNotedAt: t.clock.now().toISOString(),
    });
    expect((await buyerView(buyer.token, order.id)).pickup.overdueNote).toBe(
      '买受人未按期提货，已电话催告，仓储费按日计收',
    );
    expect(
      (
        await t.call('POST', 'orderPickupOverdue', {
          token: buyer.token,
          params: { id: order.id },
          body: { note: '买受人自己记录' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists an order under 逾期未提 for the seller and the platform only once its deadline has passed', async () => {
    const { order } = await paidOrder({ pickupDays: 2 });
    const listed = async (endpoint: 'sellerOrders' | 'platformOrders', token: string) =>
      dataOf<{ records: Order[] }>(
        await t.call('POST', endpoint, { token, body: { pickup: 'overdue', size: 100 } }),
      ).records.map((row) => row.id);
    expect(await listed('sellerOrders', tokens.seller)).not.toContain(order.id);
    later(3);
    expect(await listed('sellerOrders', tokens.seller)).toContain(order.id);
    expect(await listed('platformOrders', tokens.auditor)).toContain(order.id);
  });

  it('reminds the buyer once before the deadline, then tells buyer and seller once it has passed', async () => {
    const { order, buyer } = await paidOrder({ pickupDays: 3, storageFeeFen: 5_000 });
    const kinds = async (token: string) =>
      (await inbox(token)).filter((message) => message.body.includes(order.orderNo)).map((m) => m.kind);

    await t.services.messages.sweepReminders();
    expect(await kinds(buyer.token)).not.toContain('pickup_due');
    later(2);
    await t.services.messages.sweepReminders();
    await t.services.messages.sweepReminders();
    expect((await kinds(buyer.token)).filter((kind) => kind === 'pickup_due')).toHaveLength(1);
    const [due] = (await inbox(buyer.token)).filter((message) => message.kind === 'pickup_due');
    expect(due!.body).toContain(
      `请于 ${order.pickup.dueOn}（北京时间）前凭提货单提货。逾期每天收取仓储费 ¥50.00。`,
    );

    later(2);
    await t.services.messages.sweepReminders();
    await t.services.messages.sweepReminders();
    expect((await kinds(buyer.token)).filter((kind) => kind === 'pickup_overdue')).toHaveLength(1);
    expect((await kinds(tokens.seller)).filter((kind) => kind === 'pickup_overdue')).toHaveLength(1);
    const overdue = async (token: string) =>
      (await inbox(token)).find((m) => m.kind === 'pickup_overdue' && m.body.includes(order.orderNo))!.body;
    expect(await overdue(buyer.token)).toContain('已过，请尽快凭提货单提货。逾期每天收取仓储费 ¥50.00。');
    expect(await overdue(tokens.seller)).toContain('买受人尚未提货，可在“订单管理”中记录逾期未提。');
  });

  it('does not announce deadlines long past, as after an upgrade or a long stop, but still lists them', async () => {
    const { order, buyer } = await paidOrder({ pickupDays: 1 });
    later(10);
    await t.services.messages.sweepReminders();
    const told = (await inbox(buyer.token)).filter(
      (message) => message.kind === 'pickup_overdue' && message.body.includes(order.orderNo),
    );
    expect(told).toEqual([]);
    const listed = dataOf<{ records: Array<{ id: number }> }>(
      await t.call('POST', 'sellerOrders', { token: tokens.seller, body: { pickup: 'overdue', size: 100 } }),
    ).records;
    expect(listed.map((row) => row.id)).toContain(order.id);
  });
});

describe('a buyer’s licence that lapses before the pickup, flagged to the seller', () => {
  const HAZARDOUS = 'hazardous_waste_licence';

  it('names the licence the buyer holds only until before the deadline, and not one valid beyond it', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: { pickupDays: 10 } });
    await requireQualifications(t, order.lotId, [HAZARDOUS]);
    // Before payment the deadline is the latest it can be: payment deadline plus 10 days.
    await holdQualification(t, buyer, HAZARDOUS, { validUntil: beijingDay(t, 5) });
    expect((await sellerView(order.id)).qualificationWarnings).toEqual([
      { name: '危险废物经营许可证', validUntil: beijingDay(t, 5) },
    ]);

    await holdQualification(t, buyer, HAZARDOUS, { validUntil: beijingDay(t, 60) });
    expect((await sellerView(order.id)).qualificationWarnings).toEqual([]);
    // The buyer's own view carries no such flag.
    expect(await buyerView(buyer.token, order.id)).not.toHaveProperty('qualificationWarnings');
  });
});
