import type { messages, reminderSettings } from '../../db/schema';

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
/** A bidder whose lead a committed bid took: the lot's price and event number then. */
export type OutbidEntry = { lotId: number; userId: number; seq: number; currentPriceFen: number };
