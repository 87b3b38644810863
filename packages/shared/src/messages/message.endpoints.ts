import { defineEndpoints } from '../api/endpoint';
import { PERMISSIONS } from '../rbac/permissions';
import {
  messageIdParamsSchema,
  messageListBodySchema,
  messageListResponseSchema,
  messageReadAllResponseSchema,
  messageResponseSchema,
  messageUnreadResponseSchema,
  reminderSettingsBodySchema,
  reminderSettingsResponseSchema,
} from './message.schemas';

/** 站内消息: every signed-in user's own messages, nobody else's. */
export const messageEndpoints = defineEndpoints('消息', {
  messageList: {
    access: 'authenticated',
    summary: '我的消息（新的在前，可只看未读），附未读数',
    body: messageListBodySchema,
    response: messageListResponseSchema,
  },
  messageUnread: {
    access: 'authenticated',
    summary: '未读消息数（页头铃铛）',
    response: messageUnreadResponseSchema,
  },
  messageGet: {
    access: 'authenticated',
    summary: '查看一条消息，并标为已读',
    params: messageIdParamsSchema,
    response: messageResponseSchema,
  },
  messageReadAll: {
    access: 'authenticated',
    summary: '全部标为已读',
    response: messageReadAllResponseSchema,
  },
  messageConfigGet: {
    access: 'authenticated',
    summary: '提醒设置：每类提醒的站内消息与短信开关（未设置的按默认）',
    response: reminderSettingsResponseSchema,
  },
  messageConfigSave: {
    access: PERMISSIONS.reminderSettingsEdit,
    summary: '保存提醒设置',
    body: reminderSettingsBodySchema,
    response: reminderSettingsResponseSchema,
  },
});
