import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { messages, reminderSettings } from '../../db/schema';

/** The user's messages in the inbox (kinds they keep), or only the unread ones. */
export const mine = (userId: number, unread?: boolean) =>
  and(eq(messages.userId, userId), eq(messages.shown, true), unread ? isNull(messages.readAt) : undefined);
/** Whether the user keeps site messages of this kind (no setting: yes). */
export const shownFor = (userId: SQL | number, kind: SQL | string) =>
  sql`coalesce((select ${reminderSettings.site} from ${reminderSettings}
    where ${reminderSettings.userId} = ${userId} and ${reminderSettings.kind} = ${kind}), true)`;
