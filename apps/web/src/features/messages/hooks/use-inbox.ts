import type { Message } from '@lyp/shared/messages/message.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../lib/feedback';
import { messageListQuery, readAllMessages, readMessage, refreshInbox } from '../api/messages';

export type Shown = 'all' | 'unread';

/**
 * The inbox's list (read while the drawer is open) and its two changes: reading one follows
 * its link, reading all says how many it marked. Both re-read the list and the bell's count.
 */
export function useInbox({ open, shown, onClose }: { open: boolean; shown: Shown; onClose: () => void }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...messageListQuery({ current: 1, size: 50, ...(shown === 'unread' ? { unread: true } : {}) }),
    enabled: open,
  });
  const readOne = useMutation({
    mutationFn: (item: Message) => readMessage(item.id),
    onSuccess: async (item) => {
      await refreshInbox(queryClient);
      if (item.link) {
        onClose();
        void navigate(item.link);
      }
    },
    onError: (error) => void message.error(error.message),
  });
  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: async ({ marked }) => {
      void message.success(marked > 0 ? `已将 ${marked} 条消息标为已读` : '没有未读消息');
      await refreshInbox(queryClient);
    },
    onError: (error) => void message.error(error.message),
  });
  return { list, readOne, readAll };
}
