import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotFollows, lots, messages, orders } from '../../db/schema';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt' | 'readAt'>;

const HOUR_SQL = (hours: number) => sql`make_interval(hours => ${hours})`;

/**
 * Messages are written with ON CONFLICT DO NOTHING on (user, key): whoever writes a message
 * first, on whichever instance, writes it; every later attempt changes nothing.
 */
export function createMessagesRepository(db: DbOrTx) {
  const mine = (userId: number, unread?: boolean) =>
    and(eq(messages.userId, userId), unread ? isNull(messages.readAt) : undefined);

  return {
    /** Answers how many were new (the others had been written before). */
    async add(entries: NewMessage[], now: Date): Promise<number> {
      if (entries.length === 0) return 0;
      const rows = await db
        .insert(messages)
        .values(entries.map((entry) => ({ ...entry, createdAt: now })))
        .onConflictDoNothing({ target: [messages.userId, messages.dedupeKey] })
        .returning({ id: messages.id });
      return rows.length;
    },

    async list(userId: number, filter: { unread?: boolean; offset: number; limit: number }) {
      const where = mine(userId, filter.unread);
      const [records, totals, unread] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(where)
          .orderBy(desc(messages.id))
          .offset(filter.offset)
          .limit(filter.limit),
        db.select({ total: count() }).from(messages).where(where),
        db.select({ total: count() }).from(messages).where(mine(userId, true)),
      ]);
      return { records, total: totals[0]?.total ?? 0, unreadCount: unread[0]?.total ?? 0 };
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(messages).where(mine(userId, true));
      return row?.total ?? 0;
    },

    /** The user's own message, marked read on the way (a first reading only). */
    async read(userId: number, id: number, now: Date): Promise<MessageRecord | undefined> {
      await db
        .update(messages)
        .set({ readAt: now })
        .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.readAt)));
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.userId, userId)));
      return row;
    },

    async readAll(userId: number, now: Date): Promise<number> {
      const rows = await db
        .update(messages)
        .set({ readAt: now })
        .where(mine(userId, true))
        .returning({ id: messages.id });
      return rows.length;
    },

    /**
     * Reminders due by the database's deadlines, each written once: orders whose payment
     * deadline is within 24 hours (and within 2), and followed lots opening within the lead.
     */
    async addDueReminders(now: Date, lotOpeningLeadMinutes: number): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      // The 24-hour reminder stops where the 2-hour one starts: one message per window.
      const paymentDue = (
        hours: number,
        kind: 'payment_due_24h' | 'payment_due_2h',
        afterHours: number,
      ) => sql`
        insert into ${messages} (user_id, kind, title, body, link, dedupe_key, created_at)
        select o.buyer_user_id, ${kind},
               ${`货款付款期限剩余不足 ${hours} 小时`},
               '订单 ' || o.order_no || '（' || l.title || '）的货款请在 '
                 || to_char(o.payment_deadline_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')
                 || ' 前付清，逾期将按悔拍处理，保证金不予退还。',
               '/personalcenter/myOrder/payment?id=' || o.id,
               ${`${kind}:order:`} || o.id, ${at}
          from ${orders} o join ${lots} l on l.id = o.lot_id
         where o.status = 'awaiting_payment'
           and o.payment_deadline_at > ${at} + ${HOUR_SQL(afterHours)}
           and o.payment_deadline_at <= ${at} + ${HOUR_SQL(hours)}
        on conflict (user_id, dedupe_key) do nothing`;
      const lotOpening = sql`
        insert into ${messages} (user_id, kind, title, body, link, dedupe_key, created_at)
        select f.user_id, 'lot_opening', '关注的标的即将开拍',
               '“' || l.title || '”将于 '
                 || to_char(l.starts_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')
                 || ' 开始竞价，请提前缴纳保证金。',
               '/morebid/auction?id=' || l.id,
               'lot_opening:lot:' || l.id || ':' || extract(epoch from l.starts_at)::bigint, ${at}
          from ${lotFollows} f join ${lots} l on l.id = f.lot_id
         where f.remind and l.status = 'scheduled'
           and l.starts_at > ${at}
           and l.starts_at <= ${at} + make_interval(mins => ${lotOpeningLeadMinutes})
        on conflict (user_id, dedupe_key) do nothing`;
      let added = 0;
      for (const statement of [
        paymentDue(24, 'payment_due_24h', 2),
        paymentDue(2, 'payment_due_2h', 0),
        lotOpening,
      ]) {
        added += (await db.execute(statement)).rowCount ?? 0;
      }
      return added;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
