import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { call, callWithMessage, queryOptionsOf } from '../../../lib/api-call';
import { visitorId } from '../lib/visitor-id';

/** Bidding calls. Every bid carries a client id: a retry of the same bid can never place two. */
export const biddingApi = {
  liveState: (lotId: number) => call('bidLiveState', { lotId }),
  bids: (lotId: number, size = 50) => call('bidList', { lotId, current: 1, size }),
  // The whole envelope: the server's message says whether the bid leads.
  placeBid: (body: EndpointInput<'bidAdd'>) => callWithMessage('bidAdd', body),
  setMaximum: (body: EndpointInput<'bidMaxPrice'>) => callWithMessage('bidMaxPrice', body),
  /** 应价 on a descending lot (the spec's decrease bid). */
  acceptPrice: (body: EndpointInput<'bidDecrease'>) => callWithMessage('bidDecrease', body),
  follow: (lotId: number, remind: boolean) => call('lotSubscribe', { lotId, remind }),
  unfollow: (lotId: number) => call('followCancel', { lotId }),
};

/** Where the signed-in user stands on a lot; refetched after a deposit is paid. */
export const bidderInfoQuery = (lotId: number) => queryOptionsOf('bidUserInfo', { lotId });
export const followStateQuery = (lotId: number) => queryOptionsOf('lotSubscribeCheck', { lotId });
/** Counts this visit (once per visitor per 30 minutes) and answers the lot's view count. */
export const lotViewsQuery = (lotId: number) => {
  const visitor = visitorId();
  return queryOptionsOf('lotBrowse', { lotId, ...(visitor ? { visitorId: visitor } : {}) });
};
