import type { RunnerUpChain } from '@lyp/shared/auction/runner-up-offer.schemas';
import { sql } from 'drizzle-orm';
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

/** 悔拍递补 in API tests: a lot sold through real bids and closes, its winner defaulted by the sweeper. */

type Tokens = { seller: string; auditor: string };

/** Publishes one lot (with the bulletin's 保留次高出价人保证金 choice); answers it as the seller sees it. */
export async function publishOneLot(
  t: TestApp,
  tokens: Tokens,
  options: { keepRunnerUpDeposit?: boolean; lot?: Record<string, unknown> } = {},
) {
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, options.lot)], {
    keepRunnerUpDeposit: options.keepRunnerUpDeposit ?? false,
  });
  return bulletin.lots[0]!;
}

const sweep = async (t: TestApp) => {
  await t.services.closing.sweepOnce();
  await t.services.runnerUpOffers.sweepOnce();
};

/**
 * A lot whose bidders bid `amounts` in turn (bidders[i] bids amounts[i], ascending), closed to the
 * last bidder, who then lets the payment deadline pass: answers the defaulted order's id and the
 * bidders (the winner last).
 */
export async function defaultedLot(
  t: TestApp,
  tokens: Tokens,
  amounts: number[],
  options: { keepRunnerUpDeposit?: boolean; lot?: Record<string, unknown> } = {},
) {
  t.clock.set(new Date());
  const lot = await publishOneLot(t, tokens, options);
  const bidders = await addBidders(t, amounts.length);
  await freezeDeposits(t, lot.id, bidders);
  openBidding(t, lot);
  for (const [index, amountFen] of amounts.entries()) {
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: bidders[index]!.token,
        body: { lotId: lot.id, amountFen, clientBidId: clientBidId() },
      }),
    );
  }
  t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
  await sweep(t);
  const order = await orderOf(t, lot.id);
  t.clock.set(new Date(order.paymentDeadlineAt.getTime() + 1000));
  await sweep(t);
  return { lotId: lot.id, orderId: order.id, bidders, winner: bidders[bidders.length - 1]! };
}

/** The lot's newest order, from the database. */
export async function orderOf(t: TestApp, lotId: number) {
  const rows = await t.database.db.execute<{ id: number; status: string; payment_deadline_at: Date }>(
    sql`select id, status, payment_deadline_at from orders where lot_id = ${lotId} order by id desc limit 1`,
  );
  const row = rows.rows[0]!;
  return { id: Number(row.id), status: row.status, paymentDeadlineAt: new Date(row.payment_deadline_at) };
}

export const offerFromSeller = (t: TestApp, token: string, orderId: number, hours?: number) =>
  t.call('POST', 'sellerRunnerUpOffer', { token, body: { orderId, ...(hours ? { hours } : {}) } });

export const chainOf = async (t: TestApp, token: string, orderId: number) =>
  dataOf<RunnerUpChain>(await t.call('GET', 'sellerRunnerUpOffers', { token, params: { id: orderId } }));

/** The open offer of the lot, as its bidder reads it (or null). */
export const offerOnLot = async (t: TestApp, bidder: Bidder, lotId: number) =>
  dataOf<{ id: number; status: string; depositStep: string; orderId: number | null } | null>(
    await t.call('GET', 'myRunnerUpOfferByLot', { token: bidder.token, params: { lotId } }),
  );

export const depositOf = async (t: TestApp, lotId: number, userId: number) =>
  (
    await t.database.db.execute<{ status: string }>(
      sql`select status from deposits where lot_id = ${lotId} and user_id = ${userId} order by id desc limit 1`,
    )
  ).rows[0]?.status;

export { sweep as sweepAll };
