import type { DbOrTx } from '../../db/client';
import { createDueReminderWrites } from './due-reminder-writes';
import { createInboxQueries } from './inbox.queries';
import { createMessageWrites } from './message-writes';
import { createOutbidLogQueries } from './outbid-log.queries';
import { createReminderSettingsQueries } from './reminder-settings.queries';

export type {
  MessageRecord,
  NewMessage,
  OutbidEntry,
  ReminderSettingRecord,
  WrittenMessage,
} from './messages.types';

/**
 * Messages are written with ON CONFLICT DO NOTHING on (user, key): whoever writes a message
 * first, on whichever instance, writes it; every later attempt changes nothing.
 */
export function createMessagesRepository(db: DbOrTx) {
  return {
    ...createMessageWrites(db),
    ...createReminderSettingsQueries(db),
    ...createInboxQueries(db),
    ...createDueReminderWrites(db),
    ...createOutbidLogQueries(db),
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
