import { randomUUID } from 'node:crypto';
import { MESSAGE_KINDS, type Message } from '@lyp/shared/messages/message.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { addSubmitted, errorOf } from '../../../test/bulletin-fixtures';
import { auditPayment, frozenDeposit, publishedLot, submitDeposit } from '../../../test/deposit-fixtures';
import { addMember } from '../../../test/bidder-fixtures';
import {
  applyForCompany,
  certifiedCompany,
  completeApplication,
  reviewCompany,
} from '../../../test/company-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';
import { HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { createMessagesRepository } from './messages.repository';
import { createMessagesService } from './messages.service';

/** 站内消息: reminders from the database's deadlines, each once, and the user's own inbox. */

const { t, tokens } = useAuctionApp();

const inbox = async (token: string, body: Record<string, unknown> = {}) =>
  dataOf<{ records: Message[]; total: number; unreadCount: number }>(
    await t.call('POST', 'messageList', { token, body: { size: 100, ...body } }),
  );
const kinds = async (token: string) => (await inbox(token)).records.map((message) => message.kind);
/** Another instance on the same database, or the same one after a restart: its own service. */
const anotherInstance = () =>
  createMessagesService({
    messages: createMessagesRepository(t.database.db),
    clock: t.clock,
    lotOpeningLeadMinutes: 60,
    lotEndingLeadMinutes: 10,
    sms: t.outbox,
  });

describe('payment reminders', () => {
  it('go out once 24 hours and once 2 hours before the deadline, however many sweeps and instances', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    const deadline = Date.parse(order.paymentDeadlineAt);
    await t.services.messages.sweepReminders();
    expect(await kinds(buyer.token)).toEqual(['lot_won']);

    t.clock.set(new Date(deadline - 23 * HOUR_MS));
    await Promise.all([t.services.messages.sweepReminders(), anotherInstance().sweepReminders()]);
    await anotherInstance().sweepReminders();
    expect(await kinds(buyer.token)).toEqual(['payment_due_24h', 'lot_won']);

    t.clock.set(new Date(deadline - 90 * MINUTE_MS));
    await Promise.all([t.services.messages.sweepReminders(), anotherInstance().sweepReminders()]);
    await t.services.messages.sweepReminders();
    const messages = (await inbox(buyer.token)).records;
    expect(messages.map((message) => message.kind)).toEqual(['payment_due_2h', 'payment_due_24h', 'lot_won']);
    expect(messages[0]).toMatchObject({
      title: '货款付款期限剩余不足 2 小时',
      link: `/personalcenter/myOrder/payment?id=${order.id}`,
    });
    expect(messages[0]!.body).toContain(order.orderNo);
  });

  it('skip an order whose payment was sent, and tell a defaulted buyer once', async () => {
    const paid = await soldOrder(t, tokens);
    const unpaid = await soldOrder(t, tokens);
    dataOf(await payOrder(t, paid.buyer.token, paid.order.id));
    t.clock.set(new Date(Date.parse(unpaid.order.paymentDeadlineAt) - 23 * HOUR_MS));
    await t.services.messages.sweepReminders();
    t.clock.set(new Date(Date.parse(unpaid.order.paymentDeadlineAt) + MINUTE_MS));
    await t.services.closing.sweepOnce();
    await t.services.closing.sweepOnce();
    await t.services.messages.sweepReminders();
    expect(await kinds(unpaid.buyer.token)).toEqual(['order_defaulted', 'payment_due_24h', 'lot_won']);
    expect(await kinds(paid.buyer.token)).toEqual(['lot_won']);
  });
});

describe('opening reminders', () => {
  it('tell followers who asked for it, once, within the hour before bidding opens', async () => {
    const { lotId, lot } = await publishedLot(t, tokens);
    const [reminded, quiet] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    for (const [follower, remind] of [
      [reminded, true],
      [quiet, false],
    ] as const) {
      dataOf(await t.call('POST', 'lotSubscribe', { token: follower.token, body: { lotId, remind } }));
    }
    await t.services.messages.sweepReminders();
    expect(await kinds(reminded.token)).toEqual([]);

    t.clock.set(new Date(Date.parse(lot.startsAt) - 30 * MINUTE_MS));
    await t.services.messages.sweepReminders();
    await anotherInstance().sweepReminders();
    const [opening] = (await inbox(reminded.token)).records;
    expect(opening).toMatchObject({ kind: 'lot_opening', link: `/morebid/auction?id=${lotId}` });
    expect((await inbox(reminded.token)).total).toBe(1);
    expect(await kinds(quiet.token)).toEqual([]);
  });
});

describe('ending reminders', () => {
  it('tell followers and bidders once, within ten minutes of the end, however the end moves', async () => {
    const { lotId, lot } = await publishedLot(t, tokens);
    const [follower, bidder, rival, stranger] = [
      await addCertifiedBuyer(t),
      await addCertifiedBuyer(t),
      await addCertifiedBuyer(t),
      await addCertifiedBuyer(t),
    ];
    dataOf(await t.call('POST', 'lotSubscribe', { token: follower.token, body: { lotId, remind: true } }));
    for (const payer of [bidder, rival]) await frozenDeposit(t, tokens.auditor, payer.token, lotId);
    t.clock.set(new Date(Date.parse(lot.startsAt) + MINUTE_MS));
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: bidder.token,
        body: { lotId, amountFen: 100_000, clientBidId: randomUUID() },
      }),
    );
    const endsAt = Date.parse(lot.endsAt);
    t.clock.set(new Date(endsAt - 11 * MINUTE_MS));
    await t.services.messages.sweepReminders();
    expect(await kinds(follower.token)).toEqual([]);

    t.clock.set(new Date(endsAt - 9 * MINUTE_MS));
    await Promise.all([t.services.messages.sweepReminders(), anotherInstance().sweepReminders()]);
    // A bid in the last minutes moves the end; the reminder is not sent again for the new one.
    t.clock.set(new Date(endsAt - 2 * MINUTE_MS));
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: rival.token,
        body: { lotId, amountFen: 110_000, clientBidId: randomUUID() },
      }),
    );
    await t.services.messages.sweepReminders();
    for (const told of [follower, bidder]) {
      const ending = (await inbox(told.token)).records.filter((message) => message.kind === 'lot_ending');
      expect(ending).toEqual([
        expect.objectContaining({ title: '标的即将结束竞价', link: `/morebid/auction?id=${lotId}` }),
      ]);
    }
    // Whoever joins after the reminder still hears it once, for the end as it now stands.
    expect(await kinds(rival.token)).toEqual(['lot_ending', 'deposit_confirmed']);
    expect(await kinds(stranger.token)).toEqual([]);
  });
});

describe('event messages', () => {
  it('congratulate the winner once, with the price and the payment due, and nobody else', async () => {
    const { order, buyer, loser } = await soldOrder(t, tokens);
    await t.services.closing.sweepOnce();
    const [won] = (await inbox(buyer.token)).records;
    expect(won).toMatchObject({ kind: 'lot_won', title: '恭喜您中标', link: '/personalcenter/myOrder' });
    expect(won!.body).toContain('¥1,000.00');
    expect((await inbox(buyer.token)).total).toBe(1);
    expect(await kinds(loser.token)).toEqual([]);
    expect(t.outbox.list(buyer.phone).filter((message) => message.purpose === 'reminder')).toHaveLength(1);
    expect(order.status).toBe('awaiting_payment');
  });

  it('tell the seller who wrote a bulletin that it was approved, or why it was turned down', async () => {
    const before = (await inbox(tokens.seller)).total;
    const [approved, rejected] = [await addSubmitted(t, tokens.seller), await addSubmitted(t, tokens.seller)];
    const decide = (bulletinId: number, approved: boolean, reason?: string) =>
      t.call('POST', 'auditAdd', {
        token: tokens.auditor,
        body: { bulletinId, approved, ...(reason ? { reason } : {}) },
      });
    dataOf(await decide(approved.id, true));
    dataOf(await decide(rejected.id, false, '标的图片不清晰'));

    const { records, total } = await inbox(tokens.seller);
    expect(total).toBe(before + 2);
    expect(records[0]).toMatchObject({ kind: 'bulletin_result', title: '公告未通过审核' });
    expect(records[0]!.body).toContain('标的图片不清晰');
    expect(records[1]).toMatchObject({ kind: 'bulletin_result', title: '公告已通过审核' });
  });

  it('tell a company’s applicant the review’s result, with the reason when turned down', async () => {
    const { owner } = await certifiedCompany(t, tokens.auditor);
    const [approved] = (await inbox(owner.token)).records;
    expect(approved).toMatchObject({
      kind: 'certification_result',
      title: '企业认证已通过',
      link: '/certify',
    });

    const applicant = await addMember(t, { role: 'buyer' });
    const submitted = dataOf<{ id: number }>(
      await applyForCompany(t, applicant.token, {
        ...(await completeApplication(t, applicant.token)),
        submit: true,
      }),
    );
    dataOf(
      await reviewCompany(t, tokens.auditor, submitted.id, { approved: false, reason: '营业执照已过期' }),
    );
    const [rejected] = (await inbox(applicant.token)).records;
    expect(rejected).toMatchObject({ kind: 'certification_result', title: '企业认证未通过' });
    expect(rejected!.body).toContain('营业执照已过期');
  });

  it('tell a payer their deposit was confirmed, or why the voucher was turned down', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const [confirmed, rejected] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
    const first = await submitDeposit(t, confirmed.token, lotId);
    const second = await submitDeposit(t, rejected.token, lotId);
    dataOf(await auditPayment(t, tokens.auditor, first.id, { approved: true }));
    dataOf(await auditPayment(t, tokens.auditor, second.id, { approved: false, reason: '凭证金额不符' }));

    expect((await inbox(confirmed.token)).records).toEqual([
      expect.objectContaining({ kind: 'deposit_confirmed', title: '保证金已确认', readAt: null }),
    ]);
    const [turnedDown] = (await inbox(rejected.token)).records;
    expect(turnedDown).toMatchObject({
      kind: 'deposit_rejected',
      link: `/morebid/auction/margin?lotId=${lotId}`,
    });
    expect(turnedDown!.body).toContain('凭证金额不符');
  });
});

describe('the inbox', () => {
  it('counts the unread, reads one, marks all read, and keeps each user to their own', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) - 23 * HOUR_MS));
    await t.services.messages.sweepReminders();
    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) - HOUR_MS));
    await t.services.messages.sweepReminders();
    const { records, unreadCount } = await inbox(buyer.token);
    expect(records.map((message) => message.kind)).toEqual(['payment_due_2h', 'payment_due_24h', 'lot_won']);
    expect(unreadCount).toBe(3);

    const other = await addCertifiedBuyer(t);
    expect(
      errorOf(await t.call('GET', 'messageGet', { token: other.token, params: { id: records[0]!.id } })),
    ).toMatchObject({
      status: 404,
      error: 'MESSAGE_NOT_FOUND',
    });
    const read = dataOf<Message>(
      await t.call('GET', 'messageGet', { token: buyer.token, params: { id: records[0]!.id } }),
    );
    expect(read.readAt).toBe(t.clock.now().toISOString());
    expect(
      dataOf<{ unreadCount: number }>(await t.call('GET', 'messageUnread', { token: buyer.token })),
    ).toEqual({
      unreadCount: 2,
      // The newest message, read or not: a page pops up only what comes after it.
      latestId: records[0]!.id,
    });
    expect((await inbox(buyer.token, { unread: true })).records.map((message) => message.id)).toEqual([
      records[1]!.id,
      records[2]!.id,
    ]);

    expect(
      dataOf<{ marked: number }>(await t.call('POST', 'messageReadAll', { token: buyer.token })),
    ).toEqual({ marked: 2 });
    expect((await inbox(buyer.token)).unreadCount).toBe(0);
    expect((await t.call('POST', 'messageList', { body: {} })).statusCode).toBe(401);
  });
});

describe('reminder settings (提醒设置)', () => {
  const settingsOf = async (token: string) =>
    dataOf<Array<{ kind: string; site: boolean; sms: boolean }>>(
      await t.call('GET', 'messageConfigGet', { token }),
    );
  const save = (token: string, settings: unknown[]) =>
    t.call('POST', 'messageConfigSave', { token, body: { settings } });
  /** The payment reminders by SMS (the win was told by SMS too, by default). */
  const smsTo = (phone: string) =>
    t.outbox
      .list(phone)
      .filter((message) => message.purpose === 'reminder' && message.text.includes('货款请在'));

  it('start from the defaults: every kind on site, SMS for the reminders that cost money', async () => {
    const buyer = await addCertifiedBuyer(t);
    const settings = await settingsOf(buyer.token);
    expect(settings).toHaveLength(MESSAGE_KINDS.length);
    expect(settings.find((setting) => setting.kind === 'payment_due_2h')).toEqual({
      kind: 'payment_due_2h',
      site: true,
      sms: true,
    });
    expect(settings.find((setting) => setting.kind === 'payment_due_24h')?.sms).toBe(false);
  });

  it('turn a site message off and an SMS on, each reminder still sent once', async () => {
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await save(buyer.token, [{ kind: 'payment_due_24h', site: false, sms: true }]));
    expect(
      (await settingsOf(buyer.token)).find((setting) => setting.kind === 'payment_due_24h'),
    ).toMatchObject({
      site: false,
      sms: true,
    });

    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) - 23 * HOUR_MS));
    await Promise.all([t.services.messages.sweepReminders(), anotherInstance().sweepReminders()]);
    await t.services.messages.sweepReminders();
    expect(await kinds(buyer.token)).toEqual(['lot_won']);
    const [sms] = smsTo(buyer.phone);
    expect(smsTo(buyer.phone)).toHaveLength(1);
    expect(sms!.text).toContain(order.orderNo);

    t.clock.set(new Date(Date.parse(order.paymentDeadlineAt) - HOUR_MS));
    await t.services.messages.sweepReminders();
    await t.services.messages.sweepReminders();
    expect(await kinds(buyer.token)).toEqual(['payment_due_2h', 'lot_won']);
    expect(smsTo(buyer.phone)).toHaveLength(2);
  });

  it('name an unknown kind when saving', async () => {
    const buyer = await addCertifiedBuyer(t);
    expect(errorOf(await save(buyer.token, [{ kind: 'lottery', site: true, sms: true }]))).toMatchObject({
      status: 400,
      msg: '提醒类型不正确',
    });
  });
});
