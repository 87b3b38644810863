import { DEFAULT_REMINDER_CHANNELS, type MessageKind } from '@lyp/shared/messages/message.schemas';
import { topicsOfMessages, type UserNudge } from '@lyp/shared/realtime/user-topics';
import type { MessagesServiceDeps } from '../messages-deps';
import type { WrittenMessage } from '../messages.types';

/**
 * What new messages tell their readers' open pages: the users whose messages show in the inbox
 * hear `messages` (to pop up), and every reader the topics their kinds touch (an order paid, a
 * deposit confirmed), grouped so readers with the same topics share one nudge.
 */
export function nudgesFor(written: WrittenMessage[]): UserNudge[] {
  const kindsOf = new Map<number, { kinds: Set<MessageKind>; shown: boolean }>();
  for (const row of written) {
    const reader = kindsOf.get(row.userId) ?? { kinds: new Set<MessageKind>(), shown: false };
    reader.kinds.add(row.kind as MessageKind);
    reader.shown ||= row.shown;
    kindsOf.set(row.userId, reader);
  }
  const byTopics = new Map<string, UserNudge>();
  for (const [userId, { kinds, shown }] of kindsOf) {
    const topics = topicsOfMessages(kinds).filter((topic) => shown || topic !== 'messages');
    const key = topics.join(',');
    const nudge = byTopics.get(key) ?? { userIds: [], topics };
    nudge.userIds.push(userId);
    byTopics.set(key, nudge);
  }
  return [...byTopics.values()].filter((nudge) => nudge.topics.length > 0);
}

/** Announces messages written in a committed transaction, and sends their SMS. */
export function deliverMessages(deps: MessagesServiceDeps) {
  const { messages } = deps;

  /** After the commit: never throws, since what it tells of has happened whatever it does. */
  async function deliver(written: WrittenMessage[]) {
    if (written.length === 0) return;
    try {
      if (deps.announce) for (const nudge of nudgesFor(written)) deps.announce(nudge);
      await sendSms(written);
    } catch (error) {
      deps.log?.error({ err: error, users: written.map((row) => row.userId) }, '消息提醒推送失败');
    }
  }

  /**
   * The SMS of messages written just now: only then, so an SMS goes out at most once per event.
   * A gateway failure is logged; the site message stands.
   */
  async function sendSms(written: WrittenMessage[]) {
    if (!deps.sms) return;
    const { phones, settings } = await messages.smsChoices([...new Set(written.map((row) => row.userId))]);
    for (const row of written) {
      const kind = row.kind as MessageKind;
      const chosen = settings.find((setting) => setting.userId === row.userId && setting.kind === kind);
      const phone = phones.get(row.userId);
      if (!phone || !(chosen?.sms ?? DEFAULT_REMINDER_CHANNELS[kind].sms)) continue;
      await deps.sms
        .send({ phone, template: 'reminder', text: `【乐易拍】${row.body}` })
        .catch((error: unknown) =>
          deps.log?.error({ err: error, userId: row.userId, kind }, '提醒短信发送失败'),
        );
    }
  }

  return deliver;
}
