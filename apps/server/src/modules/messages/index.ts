export {
  createMessagesRepository,
  type MessagesRepository,
  type OutbidEntry,
  type WrittenMessage,
} from './messages.repository';
export { createMessagesService, type MessagesService, type Notice, type Notify } from './messages.service';
export { messagesRoutes } from './messages.routes';
export { noticeDomainEvents } from './use-cases/notice-domain-events';
