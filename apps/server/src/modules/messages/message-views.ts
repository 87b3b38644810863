import type { Message, MessageKind } from '@lyp/shared/messages/message.schemas';
import type { MessageRecord } from './messages.types';

export function toMessage(row: MessageRecord): Message {
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
