import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  freezeDeposits,
  openBidding,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { auditPayment, submitDeposit } from '../../../test/deposit-fixtures';
import { confirmPayment, payOrder, soldOrder } from '../../../test/order-fixtures';
import { errorOf } from '../../../test/answers';
import { beijingDay, holdQualification, requireQualifications } from '../../../test/qualification-fixtures';
import { reauction } from '../../../test/reauction-fixtures';
import {
  chainOf,
  defaultedLot,
  depositOf,
  offerFromSeller,
  offerOnLot,
  orderOf,
  publishOneLot,
  sweepAll,
} from '../../../test/runner-up-fixtures';
import { HOUR_MS } from '../../lib/clock';

const { t, tokens } = useAuctionApp();

const accept = (token: string, id: number) =>
  t.call('POST', 'myRunnerUpOfferAccept', { token, params: { id } });
const decline = (token: string, id: number) =>
  t.call('POST', 'myRunnerUpOfferDecline', { token, params: { id } });
const logActions = async (orderId: number) =>
  (
    await t.database.db.execute<{ action: string }>(
      sql`select action from operation_logs where target_type = 'order' and target_id = ${String(orderId)}
           and action like 'runner_up.%' order by id`,
    )
  ).rows.map((row) => row.action);

describe('悔拍递补: the chain of offers', () => {
  it('offers the next bidder at their own highest bid, then passes on through decline and expiry to no taker', async () => {
    // A bids 100,000, B 120,000, C 130,000, D wins at 150,000 and defaults.
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [100_000, 120_000, 130_000, 150_000]);
    const [, b, c, d] = bidders;
    expect((await orderOf(t, lotId)).status).toBe('defaulted');
    expect(await chainOf(t, tokens.seller, orderId)).toEqual({ state: 'available', offers: [] });

    const first = dataOf<{ state: string; offers: Array<{ bidFen: number; status: string }> }>(
      await offerFromSeller(t, tokens.seller, orderId),
    );
    expect(first.state).toBe('offering');
    expect(first.offers).toMatchObject([
      { bidFen: 130_000, amountFen: 130_000, status: 'open', depositKept: false },
    ]);
    const toC = (await offerOnLot(t, c!, lotId))!;
    expect(toC).toMatchObject({ status: 'open', depositStep: 'pay' });
    // The defaulter and the others see no offer of theirs.
    expect(await offerOnLot(t, d!, lotId)).toBeNull();
    expect(await offerOnLot(t, b!, lotId)).toBeNull();
    // The offered bidder hears of it as a site message with the amount, and by SMS.
    const inbox = dataOf<{ records: Array<{ kind: string; body: string }> }>(
      await t.call('POST', 'messageList', { token: c!.token, body: {} }),
    ).records;
    expect(inbox.find((message) => message.kind === 'runner_up_offer')?.body).toContain('¥1,300.00');
    expect(t.outbox.list(c!.phone).some((sms) => sms.text.includes('递补购买'))).toBe(true);

    // C declines: B is offered at once, at B's own bid.
    expect(dataOf<{ status: string }>(await decline(c!.token, toC.id)).status).toBe('declined');
    const toB = (await offerOnLot(t, b!, lotId))!;
    expect(toB.status).toBe('open');
    // B lets the deadline pass: the sweep expires it and offers A at A's highest bid.
    t.clock.advance(24 * HOUR_MS + 1000);
    await sweepAll(t);
    expect((await offerOnLot(t, b!, lotId))!.status).toBe('expired');
    const chain = await chainOf(t, tokens.seller, orderId);
    expect(chain.offers.map((offer) => [offer.bidFen, offer.status])).toEqual([
      [130_000, 'declined'],
      [120_000, 'expired'],
      [100_000, 'open'],
    ]);
    // A lets it lapse too: nobody is left, the order is marked 无人递补 and the seller told.
    t.clock.advance(24 * HOUR_MS + 1000);
    await sweepAll(t);
    expect((await chainOf(t, tokens.seller, orderId)).state).toBe('no_taker');
    const seller = dataOf<{ records: Array<{ kind: string; title: string }> }>(
      await t.call('POST', 'messageList', { token: tokens.seller, body: {} }),
    ).records;
    expect(seller.some((message) => message.title === '悔拍递补无人接受')).toBe(true);
    const listed = dataOf<{ records: Order[] }>(
      await t.call('POST', 'sellerOrders', { token: tokens.seller, body: { status: 'defaulted' } }),
    ).records.find((order) => order.id === orderId);
    expect(listed?.runnerUpState).toBe('no_taker');
    expect(await logActions(orderId)).toEqual([
      'runner_up.offer',
      'runner_up.decline',
      'runner_up.offer',
      'runner_up.expire',
      'runner_up.offer',
      'runner_up.expire',
      'runner_up.no_taker',
    ]);
    await expectLedgerBalanced(t);
  });

  it('ranks a sealed-bid lot by sealed amount, the earlier of equal bids first', async () => {
    t.clock.set(new Date());
    const lot = await publishOneLot(t, tokens, { lot: { biddingMode: 'sealed', incrementFen: undefined } });
    const [early, late, top] = await addBidders(t, 3);
    await freezeDeposits(t, lot.id, [early!, late!, top!]);
    openBidding(t, lot);
    for (const [bidder, amountFen] of [
      [early!, 120_000],
      [late!, 120_000],
      [top!, 150_000],
    ] as const) {
      t.clock.advance(1000);
      dataOf(
        await t.call('POST', 'sealedBidSubmit', {
          token: bidder.token,
          body: { lotId: lot.id, amountFen, clientBidId: clientBidId() },
        }),
      );
    }
    t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
    await sweepAll(t);
    const sold = await orderOf(t, lot.id);
    t.clock.set(new Date(sold.paymentDeadlineAt.getTime() + 1000));
    await sweepAll(t);
    dataOf(await offerFromSeller(t, tokens.seller, sold.id));
    expect(await offerOnLot(t, early!, lot.id)).toMatchObject({ status: 'open' });
    expect(await offerOnLot(t, late!, lot.id)).toBeNull();
  });
});

describe('悔拍递补: deposits', () => {
  it('keeps the runner-up deposit frozen at the close and releases it once the winner pays', async () => {
    const { lotId, bidders } = await (async () => {
      t.clock.set(new Date());
      const lot = await publishOneLot(t, tokens, { keepRunnerUpDeposit: true });
      const people = await addBidders(t, 3);
      await freezeDeposits(t, lot.id, people);
      openBidding(t, lot);
      for (const [index, amountFen] of [100_000, 120_000, 130_000].entries())
        dataOf(
          await t.call('POST', 'bidAdd', {
            token: people[index]!.token,
            body: { lotId: lot.id, amountFen, clientBidId: clientBidId() },
          }),
        );
      t.clock.set(new Date(Date.parse(lot.endsAt) + 2000));
      await sweepAll(t);
      return { lotId: lot.id, bidders: people };
    })();
    const [third, second, winner] = bidders;
    expect(await depositOf(t, lotId, third!.userId)).toBe('returning');
    expect(await depositOf(t, lotId, second!.userId)).toBe('frozen');
    expect(await depositOf(t, lotId, winner!.userId)).toBe('applied');

    const order = await orderOf(t, lotId);
    dataOf(await payOrder(t, winner!.token, order.id));
    await confirmPayment(t, tokens.auditor, order.id);
    await sweepAll(t);
    expect(await depositOf(t, lotId, second!.userId)).toBe('returning');
    await expectLedgerBalanced(t);
  });

  it('with the deposit kept, accepting makes a new order at once with the deposit in the price, which can be paid', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [100_000, 120_000, 150_000], {
      keepRunnerUpDeposit: true,
    });
    const [third, second] = bidders;
    expect(await depositOf(t, lotId, second!.userId)).toBe('frozen');
    expect(await depositOf(t, lotId, third!.userId)).toBe('returning');
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    const offer = (await offerOnLot(t, second!, lotId))!;
    expect(offer).toMatchObject({ depositStep: 'ready' });
    const accepted = dataOf<{ status: string; orderId: number; orderNo: string }>(
      await accept(second!.token, offer.id),
    );
    expect(accepted.status).toBe('accepted');

    const mine = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: second!.token, body: {} }),
    ).records;
    expect(mine).toHaveLength(1);
    const made = mine[0]!;
    expect(made).toMatchObject({
      id: accepted.orderId,
      orderNo: accepted.orderNo,
      status: 'awaiting_payment',
      priceFen: 120_000,
      depositAppliedFen: 10_000,
      amountDueFen: 110_000,
    });
    expect(made.confirmation.runnerUp?.defaultedOrderNo).toMatch(/^DD/);
    expect(made.orderNo).not.toBe(made.confirmation.runnerUp?.defaultedOrderNo);
    expect(Date.parse(made.paymentDeadlineAt)).toBe(t.clock.now().getTime() + 72 * HOUR_MS);
    expect(await depositOf(t, lotId, second!.userId)).toBe('applied');
    expect((await chainOf(t, tokens.seller, orderId)).state).toBe('taken');
    // The defaulted order stays defaulted; the new one is paid through the usual flow.
    dataOf(await payOrder(t, second!.token, made.id));
    expect(await confirmPayment(t, tokens.auditor, made.id)).toMatchObject({ status: 'paid' });
    const rows = await t.database.db.execute<{ status: string }>(
      sql`select status from orders where lot_id = ${lotId} order by id`,
    );
    expect(rows.rows.map((row) => row.status)).toEqual(['defaulted', 'paid']);
    await expectLedgerBalanced(t);
  });

  it('refuses the acceptance of a runner-up whose required licence has lapsed since the bid, until renewed', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [100_000, 120_000, 150_000], {
      keepRunnerUpDeposit: true,
    });
    const second = bidders[1]!;
    await requireQualifications(t, lotId, ['hazardous_waste_licence']);
    await holdQualification(t, second, 'hazardous_waste_licence', { validUntil: beijingDay(t, -1) });
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    const offer = (await offerOnLot(t, second, lotId))!;

    const refused = errorOf(await accept(second.token, offer.id));
    expect(refused).toMatchObject({ status: 409, error: 'QUALIFICATION_REQUIRED' });
    expect(refused.msg).toContain('危险废物经营许可证');
    expect((await offerOnLot(t, second, lotId))!.status).toBe('open');

    await holdQualification(t, second, 'hazardous_waste_licence', { validUntil: beijingDay(t, 365) });
    expect(dataOf<{ status: string }>(await accept(second.token, offer.id)).status).toBe('accepted');
  });

  it('with the deposit kept, declining and letting the offer lapse each release it', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [100_000, 120_000, 150_000], {
      keepRunnerUpDeposit: true,
    });
    const [third, second] = bidders;
    dataOf(await offerFromSeller(t, tokens.seller, orderId, 2));
    dataOf(await decline(second!.token, (await offerOnLot(t, second!, lotId))!.id));
    expect(await depositOf(t, lotId, second!.userId)).toBe('returning');
    // The third's deposit was released at the close: their offer asks for a deposit anew.
    expect(await offerOnLot(t, third!, lotId)).toMatchObject({ status: 'open', depositStep: 'pay' });
    t.clock.advance(2 * HOUR_MS + 1000);
    await sweepAll(t);
    expect(await offerOnLot(t, third!, lotId)).toMatchObject({ status: 'expired' });
    await expectLedgerBalanced(t);
  });

  it('releases a kept deposit when no offer is made within the decision time after the default', async () => {
    const { lotId, bidders } = await defaultedLot(t, tokens, [120_000, 150_000], {
      keepRunnerUpDeposit: true,
    });
    expect(await depositOf(t, lotId, bidders[0]!.userId)).toBe('frozen');
    t.clock.advance(71 * HOUR_MS);
    await sweepAll(t);
    expect(await depositOf(t, lotId, bidders[0]!.userId)).toBe('frozen');
    t.clock.advance(2 * HOUR_MS);
    await sweepAll(t);
    expect(await depositOf(t, lotId, bidders[0]!.userId)).toBe('returning');
    await expectLedgerBalanced(t);
  });

  it('without a kept deposit, accepting waits for a deposit paid anew, and its confirmation makes the order', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [120_000, 150_000]);
    const [second] = bidders;
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    const offer = (await offerOnLot(t, second!, lotId))!;
    const waiting = dataOf<{ status: string; acceptRequested: boolean; depositStep: string }>(
      await accept(second!.token, offer.id),
    );
    expect(waiting).toMatchObject({ status: 'open', acceptRequested: true, depositStep: 'pay' });
    const submitted = await submitDeposit(t, second!.token, lotId);
    // A voucher under review stops the offer's clock.
    t.clock.advance(25 * HOUR_MS);
    await sweepAll(t);
    expect((await offerOnLot(t, second!, lotId))!.status).toBe('open');
    dataOf(await auditPayment(t, tokens.auditor, submitted.id, { approved: true }));
    expect(await depositOf(t, lotId, second!.userId)).toBe('frozen');
    await sweepAll(t);
    const made = (await offerOnLot(t, second!, lotId))!;
    expect(made).toMatchObject({ status: 'accepted' });
    expect(await orderOf(t, lotId)).toMatchObject({ id: made.orderId, status: 'awaiting_payment' });
    expect(await depositOf(t, lotId, second!.userId)).toBe('applied');
    await expectLedgerBalanced(t);
  });

  it('refuses a deposit for the closed lot to anyone without an open offer, and after the deadline', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [110_000, 120_000, 150_000]);
    const [third, second] = bidders;
    await expect(submitDeposit(t, third!.token, lotId)).rejects.toThrow(/DEPOSIT_NOT_OPEN|不接受保证金/);
    dataOf(await offerFromSeller(t, tokens.seller, orderId, 1));
    await expect(submitDeposit(t, third!.token, lotId)).rejects.toThrow(/不接受保证金/);
    t.clock.advance(HOUR_MS + 1000);
    await expect(submitDeposit(t, second!.token, lotId)).rejects.toThrow(/不接受保证金/);
    await expectLedgerBalanced(t);
  });
});

describe('悔拍递补: who may do what', () => {
  it('refuses a second offer while one is open, an order not defaulted, and another company’s order', async () => {
    const { orderId } = await defaultedLot(t, tokens, [120_000, 150_000]);
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    expect(errorOf(await offerFromSeller(t, tokens.seller, orderId))).toMatchObject({
      status: 409,
      error: 'RUNNER_UP_OFFER_OPEN',
      msg: expect.stringContaining('一次只能递补给一位竞买人'),
    });
    // The platform sees the same chain and may act for the seller.
    const platform = dataOf<{ offers: unknown[] }>(
      await t.call('GET', 'platformRunnerUpOffers', { token: tokens.auditor, params: { id: orderId } }),
    );
    expect(platform.offers).toHaveLength(1);
    // A buyer may not call the seller's action at all, nor read the chain.
    expect(errorOf(await offerFromSeller(t, tokens.buyer, orderId)).status).toBe(403);
    expect(
      errorOf(await t.call('GET', 'sellerRunnerUpOffers', { token: tokens.buyer, params: { id: orderId } }))
        .status,
    ).toBe(403);
    // Hours outside the rules are refused with the field named.
    expect(errorOf(await offerFromSeller(t, tokens.seller, orderId, 100)).msg).toContain(
      '答复期限（小时）不能大于 72',
    );
  });

  it('keeps the lot from being re-auctioned while an offer waits for its answer', async () => {
    const { lotId, orderId } = await defaultedLot(t, tokens, [120_000, 150_000]);
    // The lot page no longer tells of a sale that stands.
    const detail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId } }));
    expect(detail.result).toMatchObject({ outcome: 'sold', afterSale: 'defaulted' });
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    expect(errorOf(await reauction(t, tokens.seller, { lotId }))).toMatchObject({
      status: 409,
      error: 'REAUCTION_OFFER_OPEN',
      msg: expect.stringContaining('悔拍递补邀请尚待竞买人答复'),
    });
  });

  it('refuses an order still awaiting payment, and lets the platform start the chain', async () => {
    const { order } = await soldOrder(t, tokens);
    expect(errorOf(await offerFromSeller(t, tokens.seller, order.id))).toMatchObject({
      status: 409,
      error: 'ORDER_WRONG_STATE',
      msg: '订单当前为「待付款」，不能发起悔拍递补',
    });
    const { orderId } = await defaultedLot(t, tokens, [120_000, 150_000]);
    const chain = dataOf<{ state: string }>(
      await t.call('POST', 'platformRunnerUpOffer', { token: tokens.auditor, body: { orderId } }),
    );
    expect(chain.state).toBe('offering');
  });

  it('lets only the offered bidder answer, and never twice', async () => {
    const { lotId, orderId, bidders, winner } = await defaultedLot(t, tokens, [120_000, 150_000]);
    dataOf(await offerFromSeller(t, tokens.seller, orderId));
    const offer = (await offerOnLot(t, bidders[0]!, lotId))!;
    expect(errorOf(await accept(winner.token, offer.id))).toMatchObject({
      status: 404,
      error: 'RUNNER_UP_OFFER_NOT_FOUND',
    });
    expect(errorOf(await decline(tokens.buyer, offer.id)).error).toBe('RUNNER_UP_OFFER_NOT_FOUND');
    dataOf(await decline(bidders[0]!.token, offer.id));
    expect(errorOf(await accept(bidders[0]!.token, offer.id))).toMatchObject({
      status: 409,
      msg: '该递补邀请已放弃，不能接受',
    });
    // Nobody else is left: the seller's chain ended with no taker.
    expect((await chainOf(t, tokens.seller, orderId)).state).toBe('no_taker');
  });

  it('refuses acceptance once the deadline has passed, before the sweep gets to it', async () => {
    const { lotId, orderId, bidders } = await defaultedLot(t, tokens, [120_000, 150_000], {
      keepRunnerUpDeposit: true,
    });
    dataOf(await offerFromSeller(t, tokens.seller, orderId, 1));
    const offer = (await offerOnLot(t, bidders[0]!, lotId))!;
    t.clock.advance(HOUR_MS + 1);
    expect(errorOf(await accept(bidders[0]!.token, offer.id))).toMatchObject({
      status: 409,
      error: 'RUNNER_UP_OFFER_EXPIRED',
    });
  });
});
