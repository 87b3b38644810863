import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { ReminderSetting } from '@lyp/shared/messages/message.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** The bell's figures: how many unread, and the newest message's id. */
export const unreadQuery = () => queryOptionsOf('messageUnread');
export const messageListQuery = (body: EndpointInput<'messageList'>) => queryOptionsOf('messageList', body);

/** Reading one message marks it read and answers it whole (with its link). */
export const readMessage = (id: number) => call('messageGet', { id });
export const readAllMessages = () => call('messageReadAll');
/** The newest unread messages, for the pop-ups after a nudge. */
export const newestUnread = (size: number) => call('messageList', { current: 1, size, unread: true });

/** The list's pages only, or the bell's count as well. */
export const refreshMessageList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('messageList') });
export const refreshInbox = (queryClient: QueryClient) =>
  Promise.all([
    refreshMessageList(queryClient),
    queryClient.invalidateQueries({ queryKey: unreadQuery().queryKey }),
  ]);

/** 提醒设置: the caller's channels per kind of reminder. */
export const reminderSettingsQuery = () => queryOptionsOf('messageConfigGet');
export const saveReminderSettings = (settings: ReminderSetting[]) => call('messageConfigSave', { settings });
