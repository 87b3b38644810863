import type { Message } from '@lyp/shared/messages/message.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { call, queryKeyOf } from '../../../lib/api-call';
import { liveChannel } from '../../../lib/live-channel';
import { useSessionStore } from '../../../stores/session-store';

/**
 * The bell's live line: the server nudges the signed-in page when a message arrives, and the
 * page reads the newest unread one over HTTP, updates the count and hands it to `onArrived`
 * (each message once). After a reconnection or resync it only re-reads the count and list.
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
    const readNewest = async () => {
      const newest = await call('messageList', { current: 1, size: 1, unread: true });
      queryClient.setQueryData(queryKeyOf('messageUnread'), { unreadCount: newest.unreadCount });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('messageList') });
      const [message] = newest.records;
      if (!message || announced.current.has(message.id)) return;
      announced.current.add(message.id);
      arrived(message);
    };
    return liveChannel.watchInbox({
      token: () => useSessionStore.getState().token,
      // A failed read leaves the count to the bell's own polling.
      onInbox: (nudged) => void (nudged ? readNewest() : reread()).catch(() => undefined),
    });
  }, [queryClient]);
}
