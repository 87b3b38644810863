import type { BuyerOrder, BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { HOUR_MS } from '../../lib/clock';

/** 我的订单: the buyer's side of an order, where to pay, and the bill of lading once paid. */

const { t, tokens } = useAuctionApp();

const myOrder = async (token: string, id: number) =>
  dataOf<BuyerOrderDetail>(await t.call('GET', 'myOrderGet', { token, params: { id } }));
const confirm = (orderId: number) =>
  t.call('POST', 'platformOrderPaymentAudit', { token: tokens.auditor, body: { orderId, approved: true } });

/** A lot with a viewing appointment: its contact is whom the buyer calls at pickup. */
function lotWithViewing() {
  const at = t.clock.now().getTime() + 2 * HOUR_MS;
  return {
    location: '无锡市惠山区洛社镇工业园 18 号 3 号库',
    viewings: [
      {
        startsAt: new Date(at).toISOString(),
        endsAt: new Date(at + 4 * HOUR_MS).toISOString(),
        address: '无锡市惠山区洛社镇工业园 18 号',
        contactPerson: '钱晓燕',
        contactPhone: '13912345678',
        remark: '请提前一天预约',
      },
    ],
  };
}

describe('the buyer’s orders (我的订单)', () => {
  it('list the buyer’s side only: the sale and the payment, not the seller’s account or settlement', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const [row] = dataOf<{ records: BuyerOrder[] }>(
      await t.call('POST', 'myOrders', { token: buyer.token, body: {} }),
    ).records;
    expect(row).toMatchObject({
      id: order.id,
      status: 'awaiting_payment',
      priceFen: order.priceFen,
      amountDueFen: order.amountDueFen,
      confirmation: { confirmationNo: order.confirmation.confirmationNo },
    });
    for (const hidden of ['settlementAccount', 'settlementFen', 'settledAt', 'commissionTiers']) {
      expect(row, hidden).not.toHaveProperty(hidden);
    }
  });

  it('give the amount due, the platform’s account to pay and no bill of lading before payment', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const detail = await myOrder(buyer.token, order.id);
    expect(detail).toMatchObject({
      amountDueFen: order.priceFen - order.depositAppliedFen,
      paymentDeadlineAt: order.paymentDeadlineAt,
      billOfLading: null,
    });
    expect(detail.payeeAccount).toMatchObject({
      accountName: expect.any(String),
      bankName: expect.any(String),
      bankNumber: expect.stringMatching(/\d{6,}/),
    });
    expect(detail).not.toHaveProperty('settlementAccount');
  });

  it('issue the bill of lading once the payment is confirmed, naming where the goods are and whom to call', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: lotWithViewing() });
    const submitted = dataOf<BuyerOrderDetail>(await payOrder(t, buyer.token, order.id));
    expect(submitted).toMatchObject({ status: 'payment_submitted', billOfLading: null });
    expect(submitted).not.toHaveProperty('settlementAccount');

    dataOf(await confirm(order.id));
    const paid = await myOrder(buyer.token, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.billOfLading).toEqual({
      billNo: `TH${order.orderNo.slice(2)}`,
      location: '无锡市惠山区洛社镇工业园 18 号 3 号库',
      contacts: [
        {
          address: '无锡市惠山区洛社镇工业园 18 号',
          contactPerson: '钱晓燕',
          contactPhone: '13912345678',
          remark: '请提前一天预约',
        },
      ],
      issuedAt: paid.paidAt,
    });
  });

  it('are nobody else’s: another bidder, the seller and an auditor are told the order does not exist', async () => {
    const { order, loser } = await soldOrder(t, tokens);
    for (const token of [loser.token, tokens.buyer, tokens.seller, tokens.auditor]) {
      const response = await t.call('GET', 'myOrderGet', { token, params: { id: order.id } });
      if (response.statusCode === 403) continue; // no 我的订单 at all (seller, auditor)
      expect(errorOf(response)).toMatchObject({ status: 404, error: 'ORDER_NOT_FOUND' });
    }
    // And the buyer reads the seller's side of it nowhere.
    const { order: another, buyer } = await soldOrder(t, tokens);
    expect(
      errorOf(await t.call('GET', 'orderGet', { token: buyer.token, params: { id: another.id } })),
    ).toMatchObject({ status: 404, error: 'ORDER_NOT_FOUND' });
  });
});
