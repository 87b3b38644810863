import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { queryOptionsOf } from '../../../lib/api-call';

/** The inbox loads on the first click: every personal-centre page shows the bell, few open it. */
const MessageDrawer = lazy(() =>
  import('./message-drawer').then((module) => ({ default: module.MessageDrawer })),
);

/** How often the bell asks for the unread count while the page is open. */
const POLL_MS = 30_000;

/** 消息: the header's bell with the unread count; opens the inbox. */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const unread = useQuery({ ...queryOptionsOf('messageUnread'), refetchInterval: POLL_MS });
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
