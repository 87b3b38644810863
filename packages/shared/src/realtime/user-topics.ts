import type { MessageKind } from '../messages/message.schemas';

/**
 * What of a signed-in user's may change while their pages are open, each a topic the live
 * channel names when it does, so open pages re-read just that over HTTP:
 * - `messages`: new site messages (the bell pops them up);
 * - `deposits`: a deposit's state (the lot page's eligibility to bid, 我的保证金);
 * - `orders`: an order's state (the payment page, 我的订单, 待办);
 * - `bids`: the lots the user bids on (我的竞价);
 * - `offers`: runner-up offers (递补邀请);
 * - `account`: certification decisions (what the user may do);
 * - `reviews`: a review queue of the user's tenant (a reviewer's 待办 and review lists).
 */
export const USER_TOPICS = [
  'messages',
  'deposits',
  'orders',
  'bids',
  'offers',
  'account',
  'reviews',
] as const;
export type UserTopic = (typeof USER_TOPICS)[number];

/**
 * Who hears that something of theirs changed, and which topics: users by id, and (`reviewersOf`)
 * the reviewers of a tenant, whose review queues changed.
 */
export interface UserNudge {
  userIds: number[];
  reviewersOf?: number;
  topics: UserTopic[];
}

/** What else a new site message of each kind means has changed for its reader. */
const TOPICS_OF_MESSAGE: Record<MessageKind, UserTopic[]> = {
  lot_opening: [],
  lot_ending: [],
  outbid: ['bids'],
  lot_won: ['bids', 'orders', 'deposits'],
  payment_due_24h: ['orders'],
  payment_due_2h: ['orders'],
  order_defaulted: ['orders', 'deposits'],
  order_weighed: ['orders'],
  payment_reviewed: ['orders'],
  pickup_due: ['orders'],
  pickup_overdue: ['orders'],
  invoice_issued: ['orders'],
  runner_up_offer: ['offers', 'orders'],
  runner_up_result: ['offers', 'orders'],
  deposit_confirmed: ['deposits'],
  deposit_rejected: ['deposits'],
  deposit_returned: ['deposits'],
  certification_result: ['account'],
  bulletin_result: [],
};

/** The topics new messages of these kinds touch, `messages` first. */
export function topicsOfMessages(kinds: Iterable<MessageKind>): UserTopic[] {
  const topics = new Set<UserTopic>(['messages']);
  for (const kind of kinds) for (const topic of TOPICS_OF_MESSAGE[kind]) topics.add(topic);
  return [...topics];
}
