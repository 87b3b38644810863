import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotBidders, lotFollows, lots, messages, orders, reminderSettings, users } from '../../db/schema';

export type MessageRecord = typeof messages.$inferSelect;
export type NewMessage = Omit<typeof messages.$inferInsert, 'id' | 'createdAt' | 'readAt' | 'shown'>;
export type ReminderSettingRecord = typeof reminderSettings.$inferSelect;
/** A message just written (never before): the one moment it may also go out by SMS. */
export type WrittenMessage = {
  userId: number;
  kind: string;
  body: string;
  /** false: the user keeps this kind out of the inbox (it may still go by SMS). */
  shown: boolean;
};

const HOUR_SQL = (hours: number) => sql`make_interval(hours => ${hours})`;

/**
 * Messages are written with ON CONFLICT DO NOTHING on (user, key): whoever writes a message
 * first, on whichever instance, writes it; every later attempt changes nothing.
 */
export function createMessagesRepository(db: DbOrTx) {
  const mine = (userId: number, unread?: boolean) =>
    and(eq(messages.userId, userId), eq(messages.shown, true), unread ? isNull(messages.readAt) : undefined);
  /** Whether the user keeps site messages of this kind (no setting: yes). */
  const shownFor = (userId: SQL | number, kind: SQL | string) =>
    sql`coalesce((select ${reminderSettings.site} from ${reminderSettings}
      where ${reminderSettings.userId} = ${userId} and ${reminderSettings.kind} = ${kind}), true)`;

  return {
    /** Writes the messages not written before; answers those (the others change nothing). */
    async add(entries: NewMessage[], now: Date): Promise<WrittenMessage[]> {
      if (entries.length === 0) return [];
      return db
        .insert(messages)
        .values(
          entries.map((entry) => ({
            ...entry,
            shown: sql`${shownFor(entry.userId, entry.kind)}`,
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [messages.userId, messages.dedupeKey] })
        .returning({
          userId: messages.userId,
          kind: messages.kind,
          body: messages.body,
          shown: messages.shown,
        });
    },

    /** Each lot's title and who leads it now (committed), for outbid notices. */
    async lotsNow(lotIds: number[]): Promise<Map<number, { title: string; leaderUserId: number | null }>> {
      if (lotIds.length === 0) return new Map();
      const rows = await db
        .select({ id: lots.id, title: lots.title, leaderUserId: lots.leaderUserId })
        .from(lots)
        .where(inArray(lots.id, lotIds));
      return new Map(rows.map(({ id, ...lot }) => [id, lot]));
    },

    async settingsOf(userId: number): Promise<ReminderSettingRecord[]> {
      return db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
    },

    async saveSettings(
      userId: number,
      settings: Array<{ kind: string; site: boolean; sms: boolean }>,
      now: Date,
    ) {
      await db
        .insert(reminderSettings)
        .values(settings.map((setting) => ({ ...setting, userId, updatedAt: now })))
        .onConflictDoUpdate({
          target: [reminderSettings.userId, reminderSettings.kind],
          set: { site: sql`excluded.site`, sms: sql`excluded.sms`, updatedAt: now },
        });
    },

    /** The phones of these users, and each one's SMS choices, for the kinds given. */
    async smsChoices(userIds: number[]) {
      if (userIds.length === 0) return { phones: new Map<number, string>(), settings: [] };
      const [people, settings] = await Promise.all([
        db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, userIds)),
        db.select().from(reminderSettings).where(inArray(reminderSettings.userId, userIds)),
      ]);
      return { phones: new Map(people.map((person) => [person.id, person.phone])), settings };
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

    /** The id of the user's newest message in the inbox, or null. */
    async latestId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(mine(userId))
        .orderBy(desc(messages.id))
        .limit(1);
      return row?.id ?? null;
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
     * deadline is within 24 hours (and within 2), followed lots opening within the lead, and
     * lots followed or bid on ending within theirs.
     */
    async addDueReminders(
      now: Date,
      lead: { lotOpeningMinutes: number; lotEndingMinutes: number },
    ): Promise<WrittenMessage[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      // The 24-hour reminder stops where the 2-hour one starts: one message per window.
      const paymentDue = (
        hours: number,
        kind: 'payment_due_24h' | 'payment_due_2h',
        afterHours: number,
      ) => sql`
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
      const lotOpening = sql`
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
      // Once per lot, at the first time it is due to end within the lead: an extension that
      // moves the end does not remind again.
      const lotEnding = sql`
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
      const written: WrittenMessage[] = [];
      for (const statement of [
        paymentDue(24, 'payment_due_24h', 2),
        paymentDue(2, 'payment_due_2h', 0),
        lotOpening,
        lotEnding,
      ]) {
        written.push(...(await db.execute<WrittenMessage>(statement)).rows);
      }
      return written;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
