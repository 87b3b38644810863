import type { MessagesServiceDeps, Notify } from './messages-deps';
import { deliverMessages } from './use-cases/deliver-messages';
import { inboxUseCases } from './use-cases/inbox';
import { readReminderSettings, saveReminderSettings } from './use-cases/reminder-settings';
import { recoverOutbid } from './use-cases/recover-outbid';
import { sweepReminders } from './use-cases/sweep-reminders';
import { tellOutbid } from './use-cases/tell-outbid';
import { writeNotices } from './use-cases/write-notices';

export type { MessagesServiceDeps, Notice, Notify } from './messages-deps';

export function createMessagesService(deps: MessagesServiceDeps) {
  const { messages } = deps;
  const deliver = deliverMessages(deps);
  const write = writeNotices(deps);
  const settings = readReminderSettings(deps);

  const notify: Notify = async (notices) => {
    await deliver(await write(messages, notices));
  };
  const outbid = tellOutbid(deps, notify);

  return {
    notify,

    /**
     * Writes notices through a repository bound to the caller's transaction, so they commit (or
     * roll back) with the event they tell of; `deliver` what it answers after the commit.
     */
    record: write,
    /** Announces messages written in a committed transaction, and sends their SMS. */
    deliver,

    outbid,
    /** Outbid notices a dead process (or a failed write) left untold, from the bid log. */
    recoverOutbid: recoverOutbid(deps, outbid),
    sweepReminders: sweepReminders(deps, deliver),
    settings,
    saveSettings: saveReminderSettings(deps, settings),
    ...inboxUseCases(deps),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
