import {
  DEFAULT_REMINDER_CHANNELS,
  MESSAGE_KINDS,
  type Message,
  type MessageKind,
  type MessageListBody,
  type ReminderSetting,
  type ReminderSettingsBody,
} from '@lyp/shared/messages/message.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { SmsProvider } from '../sms';
import type { MessageRecord, MessagesRepository, WrittenMessage } from './messages.repository';

/** A message another module sends: to whom, about what, and the key that makes it once. */
export interface Notice {
  userId: number;
  kind: MessageKind;
  title: string;
  body: string;
  link?: string | null;
  /** Names the event (e.g. deposit_confirmed:deposit:41): the same key is never sent twice. */
  dedupeKey: string;
}

/** Sends site messages; other modules take this function, not the service. */
export type Notify = (notices: Notice[]) => Promise<void>;

export interface MessagesServiceDeps {
  messages: MessagesRepository;
  clock: Clock;
  /** How long before a followed lot opens its followers are reminded. */
  lotOpeningLeadMinutes: number;
  /** How long before a lot is due to end its followers and bidders are reminded. */
  lotEndingLeadMinutes: number;
  /** Called with the users who have new messages, so their open pages hear of them at once. */
  announce?: (userIds: number[]) => void;
  /** Where reminders go out by SMS, for the kinds a user keeps SMS on for. */
  sms?: Pick<SmsProvider, 'send'>;
  log?: { error(details: object, message: string): void };
}

function toMessage(row: MessageRecord): Message {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The columns' lengths (messages.title, messages.body). */
const MESSAGE_LIMITS = { title: 100, body: 500 };
const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

export function createMessagesService(deps: MessagesServiceDeps) {
  const { messages, clock } = deps;

  /** After the commit: never throws, since what it tells of has happened whatever it does. */
  async function deliver(written: WrittenMessage[]) {
    if (written.length === 0) return;
    try {
      deps.announce?.([...new Set(written.filter((row) => row.shown).map((row) => row.userId))]);
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

  /** Every kind with the user's channels, the defaults where they chose nothing. */
  async function settings(principal: Principal): Promise<ReminderSetting[]> {
    const chosen = await messages.settingsOf(principal.userId);
    return MESSAGE_KINDS.map((kind) => {
      const own = chosen.find((setting) => setting.kind === kind);
      return { kind, ...(own ? { site: own.site, sms: own.sms } : DEFAULT_REMINDER_CHANNELS[kind]) };
    });
  }

  const write = (into: MessagesRepository, notices: Notice[]) =>
    into.add(
      notices.map((notice) => ({
        ...notice,
        // A reviewer's long reason must not make the message too long to store, and so lost.
        title: clip(notice.title, MESSAGE_LIMITS.title),
        body: clip(notice.body, MESSAGE_LIMITS.body),
        link: notice.link ?? null,
      })),
      clock.now(),
    );

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

    /**
     * Bidders whose lead a committed bid took, told once per lot per gathering (the latest
     * time), and only if they have not taken the lead back by the time the notices are written.
     */
    async outbid(displaced: Array<{ lotId: number; userId: number; seq: number; currentPriceFen: number }>) {
      const latest = new Map<string, (typeof displaced)[number]>();
      for (const entry of displaced) {
        const key = `${entry.lotId}:${entry.userId}`;
        if ((latest.get(key)?.seq ?? -1) < entry.seq) latest.set(key, entry);
      }
      // Unreadable lots: everyone is told, under the lot's number, rather than nobody.
      const lotsNow = await messages
        .lotsNow([...new Set(displaced.map((entry) => entry.lotId))])
        .catch(() => new Map<number, { title: string; leaderUserId: number | null }>());
      const stillOutbid = [...latest.values()].filter(
        (entry) => lotsNow.get(entry.lotId)?.leaderUserId !== entry.userId,
      );
      await tell(
        stillOutbid.map((entry) => ({
          userId: entry.userId,
          kind: 'outbid' as const,
          title: '您的出价已被超越',
          body: `“${lotsNow.get(entry.lotId)?.title ?? `标的 ${entry.lotId}`}”的当前价已到 ${formatFen(entry.currentPriceFen)}，您已不再领先，如需继续竞价请尽快出价。`,
          link: `/morebid/auction?id=${entry.lotId}`,
          dedupeKey: `outbid:lot:${entry.lotId}:${entry.seq}`,
        })),
      );
    },

    /** The reminders now due by the database's deadlines; each is written once, ever. */
    async sweepReminders(): Promise<number> {
      const written = await messages.addDueReminders(clock.now(), {
        lotOpeningMinutes: deps.lotOpeningLeadMinutes,
        lotEndingMinutes: deps.lotEndingLeadMinutes,
      });
      await deliver(written);
      return written.length;
    },

    settings,

    async saveSettings(principal: Principal, body: ReminderSettingsBody): Promise<ReminderSetting[]> {
      await messages.saveSettings(principal.userId, body.settings, clock.now());
      return settings(principal);
    },

    async list(principal: Principal, body: MessageListBody) {
      const { records, total, unreadCount } = await messages.list(principal.userId, {
        ...(body.unread ? { unread: true } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toMessage), total, current: body.current, size: body.size, unreadCount };
    },

    async unread(principal: Principal) {
      const [unreadCount, latestId] = await Promise.all([
        messages.unreadCount(principal.userId),
        messages.latestId(principal.userId),
      ]);
      return { unreadCount, latestId };
    },

    /** The caller's own message, now read; anyone else's answers like a missing one. */
    async get(principal: Principal, id: number): Promise<Message> {
      const row = await messages.read(principal.userId, id, clock.now());
      if (!row) throw new AppError('MESSAGE_NOT_FOUND');
      return toMessage(row);
    },

    async readAll(principal: Principal) {
      return { marked: await messages.readAll(principal.userId, clock.now()) };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
