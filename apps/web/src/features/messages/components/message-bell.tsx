import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { readMessage, unreadQuery } from '../api/messages';
import { useLiveInbox } from '../hooks/use-live-inbox';
import { useFeedback } from '../../../lib/feedback';

/** The inbox loads on the first click: every personal-centre page shows the bell, few open it. */
const MessageDrawer = lazy(() =>
  import('./message-drawer').then((module) => ({ default: module.MessageDrawer })),
);

/**
 * How often the bell asks for the unread count while the page is open: a backstop, since new
 * messages are pushed over the live channel.
 */
const POLL_MS = 60_000;

/** 消息: the header's bell with the unread count; opens the inbox; pops up what arrives. */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const unread = useQuery({ ...unreadQuery(), refetchInterval: POLL_MS });
  useLiveInbox((message) => {
    const key = `message-${message.id}`;
    notification.info({
      key,
      // Longer than a notice's 4.5 s: time to read a message and act on it (hovering holds it).
      duration: 10,
      title: message.title,
      description: message.body,
      actions: message.link ? (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(key);
            // Following the link reads the message, as opening it from the inbox does.
            void readMessage(message.id).catch(() => undefined);
            void navigate(message.link!);
          }}
        >
          去处理
        </Button>
      ) : undefined,
    });
  });
  const count = unread.data?.unreadCount ?? 0;
  return (
    <>
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={count > 0 ? `消息，${count} 条未读` : '消息'}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened ? (
        <Suspense fallback={null}>
          <MessageDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
