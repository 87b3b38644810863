import type { EndpointName } from '@lyp/shared/api/endpoints';
import type { UserTopic } from '@lyp/shared/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from './api-call';

/**
 * The reads each topic of the live channel's nudge covers: when the server says a topic changed,
 * those on screen are read again (the others are only marked stale). `messages` is the bell's.
 */
export const TOPIC_QUERIES: Record<Exclude<UserTopic, 'messages'>, readonly EndpointName[]> = {
  deposits: ['marginInfoByAuction', 'bidUserInfo', 'myMargins', 'myMarginInfo', 'homeTodo'],
  orders: ['myOrders', 'myOrderGet', 'contractInfoByOrder', 'homeTodo'],
  bids: ['myBids', 'sealedBidMine', 'bidUserInfo'],
  offers: ['myRunnerUpOffers', 'myRunnerUpOfferByLot', 'myOrders'],
  account: ['myCertification', 'companyAuthGet', 'qualificationMine', 'menuTree', 'homeTodo'],
  reviews: [
    'homeTodo',
    'marginAuditList',
    'certificationList',
    'companyAuthSelect',
    'auditPage',
    'auditWaiting',
    'platformOrders',
    'statementLines',
  ],
};

/** Re-reads what these topics cover (null: every topic, after a reconnection that may have missed some). */
export function refreshTopics(queryClient: QueryClient, topics: readonly UserTopic[] | null) {
  const names = new Set<EndpointName>();
  for (const topic of topics ?? (Object.keys(TOPIC_QUERIES) as Array<keyof typeof TOPIC_QUERIES>)) {
    if (topic !== 'messages') for (const name of TOPIC_QUERIES[topic]) names.add(name);
  }
  return Promise.all([...names].map((name) => queryClient.invalidateQueries({ queryKey: queryKeyOf(name) })));
}
