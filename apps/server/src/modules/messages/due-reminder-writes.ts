import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotBidders, lotFollows, lots, messages, orders } from '../../db/schema';
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
     * deadline is within 24 hours (and within 2), followed lots opening within the lead, and
     * lots followed or bid on ending within theirs.
     */
    async addDueReminders(now: Date, lead: ReminderLead): Promise<WrittenMessage[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const written: WrittenMessage[] = [];
      for (const statement of [
        paymentDueReminders(at, 24, 'payment_due_24h', 2),
        paymentDueReminders(at, 2, 'payment_due_2h', 0),
        lotOpeningReminders(at, lead),
        lotEndingReminders(at, lead),
      ]) {
        written.push(...(await db.execute<WrittenMessage>(statement)).rows);
      }
      return written;
    },
  };
}
