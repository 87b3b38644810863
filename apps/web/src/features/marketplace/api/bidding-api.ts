import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { BidderInfo, BidResult, LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import { apiData, apiRequest } from '../../../lib/api-client';

/** Bidding calls. Every bid carries a client id: a retry of the same bid can never place two. */
export const biddingApi = {
  liveState: (lotId: number) => apiData<LotLiveState>(apiUrl('bidLiveState', { lotId })),
  bids: (lotId: number, size = 50) =>
    apiData<{ records: PublicBid[]; total: number }>(apiUrl('bidList'), {
      method: 'POST',
      body: { lotId, current: 1, size },
    }),
  bidderInfo: (lotId: number) => apiData<BidderInfo>(apiUrl('bidUserInfo', { lotId })),
  // The whole envelope: the server's message says whether the bid leads.
  placeBid: (body: { lotId: number; amountFen: number; clientBidId: string }) =>
    apiRequest<Ok<BidResult>>(apiUrl('bidAdd'), { method: 'POST', body }),
  setMaximum: (body: { lotId: number; maxFen: number; clientBidId: string }) =>
    apiRequest<Ok<BidResult>>(apiUrl('bidMaxPrice'), { method: 'POST', body }),
  browse: (lotId: number) =>
    apiData<{ viewCount: number }>(apiUrl('lotBrowse'), { method: 'POST', body: { lotId } }),
  followState: (lotId: number) =>
    apiData<{ following: boolean; remind: boolean }>(apiUrl('lotSubscribeCheck', { lotId })),
  follow: (lotId: number, remind: boolean) =>
    apiData<{ following: boolean; remind: boolean }>(apiUrl('lotSubscribe'), {
      method: 'POST',
      body: { lotId, remind },
    }),
  unfollow: (lotId: number) => apiData<unknown>(apiUrl('followCancel', { lotId }), { method: 'POST' }),
};
