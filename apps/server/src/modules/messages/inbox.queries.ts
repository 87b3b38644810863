import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages } from '../../db/schema';
import { mine } from './message-filters';
import type { MessageRecord } from './messages.types';

/** The user's inbox: pages of it, what is unread, and reading. */
export function createInboxQueries(db: DbOrTx) {
  return {
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
  };
}
