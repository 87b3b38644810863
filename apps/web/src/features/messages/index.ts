/** 站内消息: the header's bell and the inbox behind it. */
export { MessageBell } from './components/message-bell';
/** 提醒设置: which reminders arrive by site message and which by SMS. */
export const loadReminderSettingsPage = () =>
  import('./components/reminder-settings-page').then((module) => module.ReminderSettingsPage);
