import type { MessagesServiceDeps, Notice, Notify } from './messages-deps';
import { deliverMessages } from './use-cases/deliver-messages';
import { inboxUseCases } from './use-cases/inbox';
import { readReminderSettings, saveReminderSettings } from './use-cases/reminder-settings';
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

  /**
   * A message after the fact it tells of has been committed: a failure to write it is logged
   * and never undoes (or fails) what happened.
   */
  const tell = (notices: Notice[]) =>
    notify(notices).catch((error: unknown) =>
      deps.log?.error({ err: error, keys: notices.map((notice) => notice.dedupeKey) }, '站内消息写入失败'),
    );

  return {
    notify,
    tell,

    /**
     * Writes notices through a repository bound to the caller's transaction, so they commit (or
     * roll back) with the event they tell of; `deliver` what it answers after the commit.
     */
    record: write,
    /** Announces messages written in a committed transaction, and sends their SMS. */
    deliver,

    outbid: tellOutbid(deps, tell),
    sweepReminders: sweepReminders(deps, deliver),
    settings,
    saveSettings: saveReminderSettings(deps, settings),
    ...inboxUseCases(deps),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
