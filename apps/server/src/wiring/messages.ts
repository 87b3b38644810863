import type { DomainEventSubscriber } from '../lib/domain-events';
import {
  createMessagesRepository,
  createMessagesService,
  noticeDomainEvents,
  type Notify,
} from '../modules/messages';
import type { ServiceDependencies } from './service-dependencies';

/** Followers of a lot hear of its opening this long before (with time to pay the deposit). */
const LOT_OPENING_REMINDER_MINUTES = 60;
/** Followers and bidders of a lot hear this long before it is due to end. */
const LOT_ENDING_REMINDER_MINUTES = 10;

/**
 * 站内消息: the inbox, reminders, and the notices other modules' facts become (through the
 * domain events, subscribed here before any module can publish).
 */
export function wireMessages(deps: ServiceDependencies, earlier: { events: DomainEventSubscriber }) {
  const messages = createMessagesService({
    messages: createMessagesRepository(deps.database.db),
    clock: deps.clock,
    lotOpeningLeadMinutes: LOT_OPENING_REMINDER_MINUTES,
    lotEndingLeadMinutes: LOT_ENDING_REMINDER_MINUTES,
    sms: deps.smsProvider,
    announce: deps.nudgeUsers,
    log: deps.log,
  });
  // Counted by kind, then thrown on: the bus logs it, and the publisher's fact stands.
  const notify: Notify = (notices) =>
    messages.notify(notices).catch((error: unknown) => {
      for (const kind of new Set(notices.map((notice) => notice.kind))) {
        deps.metrics.messageFailures.inc({ kind });
      }
      throw error;
    });
  noticeDomainEvents(earlier.events, notify);
  return { messages };
}
