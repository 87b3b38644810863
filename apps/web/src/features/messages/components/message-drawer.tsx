import type { Message } from '@lyp/shared/messages/message.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Empty, List, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDrawerWidth } from '../../../components/back-office';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { useFeedback } from '../../../lib/feedback';

type Shown = 'all' | 'unread';

/** The inbox: newest first, unread marked; opening one reads it and follows its link. */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [shown, setShown] = useState<Shown>('all');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...queryOptionsOf('messageList', {
      current: 1,
      size: 50,
      ...(shown === 'unread' ? { unread: true } : {}),
    }),
    enabled: open,
  });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf('messageList') }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf('messageUnread') }),
    ]);
  };
  const readOne = useMutation({
    mutationFn: (item: Message) => call('messageGet', { id: item.id }),
    onSuccess: async (item) => {
      await refresh();
      if (item.link) {
        onClose();
        void navigate(item.link);
      }
    },
    onError: (error) => void message.error(error.message),
  });
  const readAll = useMutation({
    mutationFn: () => call('messageReadAll'),
    onSuccess: async ({ marked }) => {
      void message.success(marked > 0 ? `已将 ${marked} 条消息标为已读` : '没有未读消息');
      await refresh();
    },
    onError: (error) => void message.error(error.message),
  });
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
        <List
          dataSource={list.data?.records ?? []}
          rowKey="id"
          renderItem={(item) => (
            <List.Item
              className="lyp-message"
              style={{ cursor: 'pointer' }}
              onClick={() => readOne.mutate(item)}
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
      )}
    </Drawer>
  );
}
