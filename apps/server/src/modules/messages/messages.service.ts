import type { Message, MessageKind, MessageListBody } from '@lyp/shared/messages/message.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { MessageRecord, MessagesRepository } from './messages.repository';

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

export function createMessagesService(deps: MessagesServiceDeps) {
  const { messages, clock } = deps;

  const notify: Notify = async (notices) => {
    await messages.add(
      notices.map((notice) => ({ ...notice, link: notice.link ?? null })),
      clock.now(),
    );
  };

  return {
    notify,

    /**
     * A message after the fact it tells of has been committed: a failure to write it is logged
     * and never undoes (or fails) what happened.
     */
    tell: (notices: Notice[]) =>
      notify(notices).catch((error: unknown) =>
        deps.log?.error({ err: error, keys: notices.map((notice) => notice.dedupeKey) }, '站内消息写入失败'),
      ),

    /** The reminders now due by the database's deadlines; each is written once, ever. */
    sweepReminders: () => messages.addDueReminders(clock.now(), deps.lotOpeningLeadMinutes),

    async list(principal: Principal, body: MessageListBody) {
      const { records, total, unreadCount } = await messages.list(principal.userId, {
        ...(body.unread ? { unread: true } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toMessage), total, current: body.current, size: body.size, unreadCount };
    },

    async unread(principal: Principal) {
      return { unreadCount: await messages.unreadCount(principal.userId) };
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
