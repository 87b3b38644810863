import type { Message, MessageListBody } from '@lyp/shared/messages/message.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { toMessage } from '../message-views';
import type { MessagesServiceDeps } from '../messages-deps';
import { pageWindow } from '../../../lib/paging';

/** The caller's inbox: its pages, what is unread, reading one message or all. */
export function inboxUseCases(deps: MessagesServiceDeps) {
  const { messages, clock } = deps;
  return {
    async list(principal: Principal, body: MessageListBody) {
      const { records, total, unreadCount } = await messages.list(principal.userId, {
        ...(body.unread ? { unread: true } : {}),
        ...pageWindow(body),
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
