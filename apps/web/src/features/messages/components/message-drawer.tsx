import type { Message } from '@lyp/shared/messages/message.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Badge, Button, Drawer, Empty, List, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useDrawerWidth } from '../../../components/back-office';
import { useInbox, type Shown } from '../hooks/use-inbox';

/** The inbox: newest first, unread marked; opening one reads it and follows its link. */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [shown, setShown] = useState<Shown>('all');
  const { list, readOne, readAll } = useInbox({ open, shown, onClose });
  const unreadCount = list.data?.unreadCount ?? 0;
  const width = useDrawerWidth(420);

  return (
    <Drawer
      title="消息"
      open={open}
      onClose={onClose}
      size={width}
      extra={
        <Button
          size="small"
          disabled={unreadCount === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          全部已读
        </Button>
      }
    >
      <Segmented<Shown>
        block
        value={shown}
        onChange={setShown}
        options={[
          { value: 'all', label: '全部' },
          { value: 'unread', label: `未读${unreadCount > 0 ? `（${unreadCount}）` : ''}` },
        ]}
        style={{ marginBottom: 12 }}
      />
      {list.isLoading ? (
        <Skeleton active />
      ) : (list.data?.records.length ?? 0) === 0 ? (
        <Empty description={shown === 'unread' ? '没有未读消息' : '暂无消息'} />
      ) : (
        <MessageList messages={list.data?.records ?? []} onOpen={(item) => readOne.mutate(item)} />
      )}
    </Drawer>
  );
}

function MessageList({ messages, onOpen }: { messages: Message[]; onOpen: (message: Message) => void }) {
  return (
    <List
      dataSource={messages}
      rowKey="id"
      renderItem={(item) => (
        <List.Item
          className="lyp-message"
          style={{ cursor: 'pointer' }}
          onClick={() => onOpen(item)}
          role="button"
          aria-label={item.title}
        >
          <List.Item.Meta
            title={
              <Badge dot={item.readAt === null} offset={[6, 0]}>
                <Typography.Text strong={item.readAt === null}>{item.title}</Typography.Text>
              </Badge>
            }
            description={
              <>
                <Typography.Paragraph style={{ marginBottom: 4 }}>{item.body}</Typography.Paragraph>
                <Typography.Text type="secondary">
                  {formatTimestamp(new Date(item.createdAt))}
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
