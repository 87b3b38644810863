import type { BuyerOrder, Order } from '@lyp/shared/auction/order.schemas';
import {
  addBidders,
  clientBidId,
  dataOf,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  type Bidder,
} from './auction-fixtures';
import type { TestApp } from './test-app';
import { uploadSample } from './upload-fixtures';

/**
 * A lot of the demo seller's sold to the first of two bidders at 1,000 yuan (or `priceFen`),
 * closed by the sweeper: the winner's order.
 */
export async function soldOrder(
  t: TestApp,
  tokens: { seller: string; auditor: string },
  options: {
    lot?: Record<string, unknown>;
    priceFen?: number;
    /** Runs once the bulletin is published, before bidding (to set its commission, say). */
    beforeBidding?: (bulletinId: number) => Promise<void>;
  } = {},
): Promise<{ order: Order; buyer: Bidder; loser: Bidder }> {
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, options.lot)]);
  await options.beforeBidding?.(bulletin.id);
  const lot = bulletin.lots[0]!;
  const [buyer, loser] = (await addBidders(t, 2)) as [Bidder, Bidder];
  await freezeDeposits(t, lot.id, [buyer, loser]);
  openBidding(t, lot);
  dataOf(
    await t.call('POST', 'bidAdd', {
      token: buyer.token,
      body: { lotId: lot.id, amountFen: options.priceFen ?? 100_000, clientBidId: clientBidId() },
    }),
  );
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
  await t.services.closing.sweepOnce();
  const [mine] = dataOf<{ records: BuyerOrder[] }>(
    await t.call('POST', 'myOrders', { token: buyer.token, body: {} }),
  ).records;
  // The whole order, as the platform reads it: the buyer's own view leaves out the seller's side.
  const order = dataOf<Order>(
    await t.call('GET', 'orderGet', { token: tokens.auditor, params: { id: mine!.id } }),
  );
  return { order, buyer, loser };
}

/** The buyer uploads a transfer voucher for the goods amount. */
export async function payOrder(t: TestApp, token: string, orderId: number) {
  const voucher = await uploadSample(t, token, 'pdf', '货款转账凭证.pdf');
  return t.call('POST', 'orderPay', {
    token,
    body: { orderId, voucherFileId: voucher.id, remark: '工行网银转账' },
  });
}

/** The platform confirms the buyer's payment: the order is paid (the 提货单 is due). */
export async function confirmPayment(t: TestApp, auditorToken: string, orderId: number) {
  return dataOf(
    await t.call('POST', 'platformOrderPaymentAudit', {
      token: auditorToken,
      body: { orderId, approved: true },
    }),
  );
}

/** The platform settles price − commission to the seller (the 结算单 is due). */
export async function settleOrder(
  t: TestApp,
  auditorToken: string,
  orderId: number,
  transferReference: string,
) {
  return dataOf(
    await t.call('POST', 'orderSettle', { token: auditorToken, body: { orderId, transferReference } }),
  );
}
