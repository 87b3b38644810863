import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { BidderInfo, BidResult, LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import { apiRequest } from '../../../lib/api-client';

const data = async <T>(answer: Promise<Ok<T>>): Promise<T> => (await answer).data;

/** Bidding calls. Every bid carries a client id: a retry of the same bid can never place two. */
export const biddingApi = {
  liveState: (lotId: number) => data(apiRequest<Ok<LotLiveState>>(apiUrl('bidLiveState', { lotId }))),
  bids: (lotId: number, size = 50) =>
    data(
      apiRequest<Ok<{ records: PublicBid[]; total: number }>>(apiUrl('bidList'), {
        method: 'POST',
        body: { lotId, current: 1, size },
      }),
    ),
  bidderInfo: (lotId: number) => data(apiRequest<Ok<BidderInfo>>(apiUrl('bidUserInfo', { lotId }))),
  placeBid: (body: { lotId: number; amountFen: number; clientBidId: string }) =>
    apiRequest<Ok<BidResult>>(apiUrl('bidAdd'), { method: 'POST', body }),
  setMaximum: (body: { lotId: number; maxFen: number; clientBidId: string }) =>
    apiRequest<Ok<BidResult>>(apiUrl('bidMaxPrice'), { method: 'POST', body }),
  browse: (lotId: number) =>
    data(apiRequest<Ok<{ viewCount: number }>>(apiUrl('lotBrowse'), { method: 'POST', body: { lotId } })),
  followState: (lotId: number) =>
    data(apiRequest<Ok<{ following: boolean; remind: boolean }>>(apiUrl('lotSubscribeCheck', { lotId }))),
  follow: (lotId: number, remind: boolean) =>
    data(
      apiRequest<Ok<{ following: boolean; remind: boolean }>>(apiUrl('lotSubscribe'), {
        method: 'POST',
        body: { lotId, remind },
      }),
    ),
  unfollow: (lotId: number) => apiRequest<Ok<unknown>>(apiUrl('followCancel', { lotId }), { method: 'POST' }),
};
