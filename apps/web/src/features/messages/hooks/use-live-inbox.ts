import type { Message } from '@lyp/shared/messages/message.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { call, queryKeyOf } from '../../../lib/api-call';
import { liveChannel } from '../../../lib/live-channel';
import { useSessionStore } from '../../../stores/session-store';

/** At most this many messages pop up for one nudge (a sweep may write several at once). */
const POPUPS_PER_NUDGE = 5;
/** A message counts as just arrived when written this long before the server's nudge. */
const ARRIVAL_WINDOW_MS = 60_000;

/**
 * The bell's live line: the server nudges the signed-in page when messages arrive, and the page
 * reads the newest unread ones over HTTP, updates the count and hands each one that arrived
 * just now to `onArrived` (once, oldest first). After a reconnection or resync it only re-reads
 * the count and the list.
 */
export function useLiveInbox(onArrived: (message: Message) => void) {
  const queryClient = useQueryClient();
  const announced = useRef(new Set<number>());
  const arrived = useEffectEvent(onArrived);

  useEffect(() => {
    const reread = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf('messageUnread') }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf('messageList') }),
      ]);
    const readArrivals = async (nudgedAt: string) => {
      const newest = await call('messageList', { current: 1, size: POPUPS_PER_NUDGE, unread: true });
      queryClient.setQueryData(queryKeyOf('messageUnread'), { unreadCount: newest.unreadCount });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('messageList') });
      const since = Date.parse(nudgedAt) - ARRIVAL_WINDOW_MS;
      const fresh = newest.records.filter(
        (message) => !announced.current.has(message.id) && Date.parse(message.createdAt) >= since,
      );
      for (const message of fresh.reverse()) {
        announced.current.add(message.id);
        arrived(message);
      }
    };
    // One read at a time, so two nudges close together cannot announce a message twice.
    let reading: Promise<unknown> = Promise.resolve();
    return liveChannel.watchInbox({
      token: () => useSessionStore.getState().token,
      onInbox: (nudgedAt) => {
        // A failed read leaves the count to the bell's own polling.
        reading = reading
          .then(async () => {
            if (nudgedAt) await readArrivals(nudgedAt);
            else await reread();
          })
          .catch(() => undefined);
      },
    });
  }, [queryClient]);
}
