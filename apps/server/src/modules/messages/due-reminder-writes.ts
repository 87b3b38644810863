import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { bulletins, lotBidders, lotFollows, lots, messages, orders } from '../../db/schema';
import { shownFor } from './message-filters';
import type { WrittenMessage } from './messages.types';

const HOUR_SQL = (hours: number) => sql`make_interval(hours => ${hours})`;

type ReminderLead = { lotOpeningMinutes: number; lotEndingMinutes: number };

/**
 * Payment reminders of orders whose deadline is within `hours`. The 24-hour reminder stops
 * where the 2-hour one starts (`afterHours`): one message per window.
 */
function paymentDueReminders(
  at: SQL,
  hours: number,
  kind: 'payment_due_24h' | 'payment_due_2h',
  afterHours: number,
) {
  return sql`
    insert into ${messages} (user_id, kind, title, body, link, dedupe_key, shown, created_at)
    select o.buyer_user_id, ${kind},
           ${`货款付款期限剩余不足 ${hours} 小时`},
           '订单 ' || o.order_no || '（' || l.title || '）的货款请在 '
             || to_char(o.payment_deadline_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')
             || ' 前付清，逾期将按悔拍处理，保证金不予退还。',
           '/personalcenter/myOrder/payment?id=' || o.id,
           ${`${kind}:order:`} || o.id, ${shownFor(sql`o.buyer_user_id`, kind)}, ${at}
      from ${orders} o join ${lots} l on l.id = o.lot_id
     where o.status = 'awaiting_payment'
       and o.payment_deadline_at > ${at} + ${HOUR_SQL(afterHours)}
       and o.payment_deadline_at <= ${at} + ${HOUR_SQL(hours)}
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId", kind, body, shown`;
}

/** The deadline as messages print it, and the order's link for each side. */
const PICKUP_DUE = sql`lyp_pickup_due_on(o.paid_at, l.pickup_days)`;
const STORAGE_FEE_TEXT = sql`case when l.storage_fee_fen is null then ''
  else '逾期每天收取仓储费 ¥' || to_char(l.storage_fee_fen / 100.0, 'FM999,999,999,990.00') || '。' end`;

/**
 * Buyers of paid orders not yet picked up whose pickup deadline (Beijing) is within the next
 * `days` days, today included: once per order.
 */
function pickupDueReminders(at: SQL, days: number) {
  const today = sql`(${at} at time zone 'Asia/Shanghai')::date`;
  return sql`
    insert into ${messages} (user_id, kind, title, body, link, dedupe_key, shown, created_at)
    select o.buyer_user_id, 'pickup_due', '提货期限即将届满',
           '订单 ' || o.order_no || '（' || l.title || '）请于 ' || to_char(${PICKUP_DUE}, 'YYYY-MM-DD')
             || '（北京时间）前凭提货单提货。' || ${STORAGE_FEE_TEXT},
           '/personalcenter/myOrder',
           'pickup_due:order:' || o.id, ${shownFor(sql`o.buyer_user_id`, 'pickup_due')}, ${at}
      from ${orders} o join ${lots} l on l.id = o.lot_id
     where o.status = 'paid' and o.paid_at is not null
       and ${PICKUP_DUE} >= ${today} and ${PICKUP_DUE} < ${today} + ${days}::int
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId", kind, body, shown`;
}

/**
 * Once a paid order's pickup deadline has passed: the buyer (asked to come) and the seller's
 * account that published the lot (which may record 逾期未提), each told once; the platform sees
 * it flagged on its order list. Only deadlines passed within the last few days: orders long
 * overdue before this notice existed (or while the sweeper was down) stay flagged in the lists
 * rather than all texted at once.
 */
function pickupOverdueNotices(at: SQL) {
  const today = sql`(${at} at time zone 'Asia/Shanghai')::date`;
  return sql`
    insert into ${messages} (user_id, kind, title, body, link, dedupe_key, shown, created_at)
    select party.user_id, 'pickup_overdue', '订单已逾期未提货',
           '订单 ' || o.order_no || '（' || l.title || '）的提货截止日 ' || to_char(${PICKUP_DUE}, 'YYYY-MM-DD')
             || ' 已过，' || party.ask || ${STORAGE_FEE_TEXT},
           party.link,
           'pickup_overdue:order:' || o.id, ${shownFor(sql`party.user_id`, 'pickup_overdue')}, ${at}
      from ${orders} o join ${lots} l on l.id = o.lot_id join ${bulletins} b on b.id = l.bulletin_id
     cross join lateral (values
       (o.buyer_user_id, '/personalcenter/myOrder', '请尽快凭提货单提货。'),
       (b.created_by, '/personalcenter/ordermanage', '买受人尚未提货，可在“订单管理”中记录逾期未提。')
     ) party(user_id, link, ask)
     where o.status = 'paid' and o.paid_at is not null and ${PICKUP_DUE} < ${today}
       and ${PICKUP_DUE} >= ${today} - ${AUCTION_RULES.pickupOverdueNoticeDays}::int
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId", kind, body, shown`;
}

/** Followers of lots opening within the lead. */
function lotOpeningReminders(at: SQL, lead: ReminderLead) {
  return sql`
    insert into ${messages} (user_id, kind, title, body, link, dedupe_key, shown, created_at)
    select f.user_id, 'lot_opening', '关注的标的即将开拍',
           '“' || l.title || '”将于 '
             || to_char(l.starts_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')
             || ' 开始竞价，请提前缴纳保证金。',
           '/morebid/auction?id=' || l.id,
           'lot_opening:lot:' || l.id || ':' || extract(epoch from l.starts_at)::bigint,
           ${shownFor(sql`f.user_id`, 'lot_opening')}, ${at}
      from ${lotFollows} f join ${lots} l on l.id = f.lot_id
     where f.remind and l.status = 'scheduled'
       and l.starts_at > ${at}
       and l.starts_at <= ${at} + make_interval(mins => ${lead.lotOpeningMinutes})
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId", kind, body, shown`;
}

/**
 * Followers and bidders of lots ending within the lead. Once per lot, at the first time it is
 * due to end within the lead: an extension that moves the end does not remind again.
 */
function lotEndingReminders(at: SQL, lead: ReminderLead) {
  return sql`
    insert into ${messages} (user_id, kind, title, body, link, dedupe_key, shown, created_at)
    select w.user_id, 'lot_ending', '标的即将结束竞价',
           '“' || l.title || '”将于 '
             || to_char(l.ends_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')
             || ' 结束竞价（如有出价将顺延），如需出价请抓紧。',
           '/morebid/auction?id=' || l.id,
           'lot_ending:lot:' || l.id,
           ${shownFor(sql`w.user_id`, 'lot_ending')}, ${at}
      from ${lots} l
      join (select f.lot_id, f.user_id from ${lotFollows} f where f.remind
            union
            select b.lot_id, b.user_id from ${lotBidders} b) w on w.lot_id = l.id
     where l.status in ('scheduled', 'bidding')
       and l.starts_at <= ${at}
       and l.ends_at > ${at}
       and l.ends_at <= ${at} + make_interval(mins => ${lead.lotEndingMinutes})
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as "userId", kind, body, shown`;
}

export function createDueReminderWrites(db: DbOrTx) {
  return {
    /**
     * Reminders due by the database's deadlines, each written once: orders whose payment
     * deadline is within 24 hours (and within 2), paid orders near or past their pickup
     * deadline, followed lots opening within the lead, and
     * lots followed or bid on ending within theirs.
     */
    async addDueReminders(now: Date, lead: ReminderLead): Promise<WrittenMessage[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const written: WrittenMessage[] = [];
      for (const statement of [
        paymentDueReminders(at, 24, 'payment_due_24h', 2),
        paymentDueReminders(at, 2, 'payment_due_2h', 0),
        pickupDueReminders(at, AUCTION_RULES.pickupReminderDays),
        pickupOverdueNotices(at),
        lotOpeningReminders(at, lead),
        lotEndingReminders(at, lead),
      ]) {
        written.push(...(await db.execute<WrittenMessage>(statement)).rows);
      }
      return written;
    },
  };
}
