import type { UserNudge } from '@lyp/shared/realtime/events';
import type { MessageKind } from '@lyp/shared/messages/message.schemas';
import type { Clock } from '../../lib/clock';
import type { SmsProvider } from '../sms';
import type { MessagesRepository } from './messages.repository';

/** A message another module sends: to whom, about what, and the key that makes it once. */
export interface Notice {
  userId: number;
  kind: MessageKind;
  title: string;
  body: string;
  link?: string | null;
  /** Names the event (e.g. deposit_confirmed:deposit:41): the same key is never sent twice. */
  dedupeKey: string;
}

/** Sends site messages; other modules take this function, not the service. */
export type Notify = (notices: Notice[]) => Promise<void>;

export interface MessagesServiceDeps {
  messages: MessagesRepository;
  clock: Clock;
  /** How long before a followed lot opens its followers are reminded. */
  lotOpeningLeadMinutes: number;
  /** How long before a lot is due to end its followers and bidders are reminded. */
  lotEndingLeadMinutes: number;
  /** Called with who has new messages and what they touch, so their open pages hear at once. */
  announce?: (nudge: UserNudge) => void;
  /** Where reminders go out by SMS, for the kinds a user keeps SMS on for. */
  sms?: Pick<SmsProvider, 'send'>;
  log?: { error(details: object, message: string): void };
}
