/** 站内消息: the header's bell and the inbox behind it. */
export { MessageBell } from './components/message-bell';
