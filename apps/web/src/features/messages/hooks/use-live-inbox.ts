import type { Message } from '@lyp/shared/messages/message.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { liveChannel } from '../../../lib/live-channel';
import { refreshTopics } from '../../../lib/user-topic-queries';
import { useSessionStore } from '../../../stores/session-store';
import { newestUnread, refreshInbox, refreshMessageList, unreadQuery } from '../api/messages';

/** At most this many messages pop up for one nudge (a sweep may write several at once). */
const POPUPS_PER_NUDGE = 5;

/**
 * The signed-in page's live line: the server nudges it when something of the user's changes.
 * For new messages the page reads the newest unread ones over HTTP, updates the count and hands
 * each one newer than any it knew of to `onArrived` (once, oldest first); older unread messages
 * stay in the inbox. For the other topics (a deposit confirmed, an order paid) the reads on
 * screen that cover them are read again. After a reconnection or resync it re-reads all of it.
 */
export function useLiveInbox(onArrived: (message: Message) => void) {
  const queryClient = useQueryClient();
  const arrived = useEffectEvent(onArrived);

  useEffect(() => {
    const unreadKey = unreadQuery().queryKey;
    const reread = () => refreshInbox(queryClient);
    const readArrivals = async () => {
      const known = queryClient.getQueryData(unreadKey);
      // The page has not counted its messages yet: nothing to tell new from old.
      if (!known) return reread();
      const newest = await newestUnread(POPUPS_PER_NUDGE);
      const baseline = known.latestId ?? 0;
      const fresh = newest.records.filter((message) => message.id > baseline);
      queryClient.setQueryData(unreadKey, {
        unreadCount: newest.unreadCount,
        latestId: Math.max(baseline, ...newest.records.map((message) => message.id)),
      });
      await refreshMessageList(queryClient);
      for (const message of fresh.reverse()) arrived(message);
    };
    // One read at a time, so two nudges close together cannot announce a message twice.
    let reading: Promise<unknown> = Promise.resolve();
    return liveChannel.watchInbox({
      token: () => useSessionStore.getState().token,
      onInbox: (nudgedAt, topics) => {
        void refreshTopics(queryClient, topics).catch(() => undefined);
        if (topics && !topics.includes('messages')) return;
        // A failed read leaves the count to the bell's own polling.
        reading = reading
          .then(async () => {
            if (nudgedAt) await readArrivals();
            else await reread();
          })
          .catch(() => undefined);
      },
    });
  }, [queryClient]);
}
