import type { MessagesServiceDeps, Notice } from '../messages-deps';
import type { MessagesRepository } from '../messages.repository';

/** The columns' lengths (messages.title, messages.body). */
const MESSAGE_LIMITS = { title: 100, body: 500 };
const clip = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** Writes notices through the repository given (maybe bound to the caller's transaction). */
export function writeNotices(deps: MessagesServiceDeps) {
  const { clock } = deps;
  return (into: MessagesRepository, notices: Notice[]) =>
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
}
