import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reminderSettings, users } from '../../db/schema';
import type { ReminderSettingRecord } from './messages.types';

/** Each user's reminder channels per kind, and the phones SMS reminders go to. */
export function createReminderSettingsQueries(db: DbOrTx) {
  return {
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
  };
}
