import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lots, messages } from '../../db/schema';
import { shownFor } from './message-filters';
import type { NewMessage, WrittenMessage } from './messages.types';

/** Writing messages, and what outbid notices read first. */
export function createMessageWrites(db: DbOrTx) {
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
  };
}
