import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { callWithMessage, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** Which screen runs a defaulted order's 悔拍递补: the seller's 订单管理 or the platform's 竞价订单管理. */
export type RunnerUpSide = 'seller' | 'platform';

/** A defaulted order's chain of offers (who, amount, deadline, answer). */
export const runnerUpChainQuery = (side: RunnerUpSide, orderId: number) =>
  side === 'seller'
    ? queryOptionsOf('sellerRunnerUpOffers', { id: orderId })
    : queryOptionsOf('platformRunnerUpOffers', { id: orderId });

export const runnerUpChainKey = (side: RunnerUpSide) =>
  queryKeyOf(side === 'seller' ? 'sellerRunnerUpOffers' : 'platformRunnerUpOffers');

/** Offers the lot to the next bidder in line; answers the chain with the server's message. */
export const offerRunnerUp = (side: RunnerUpSide, body: EndpointInput<'sellerRunnerUpOffer'>) =>
  side === 'seller'
    ? callWithMessage('sellerRunnerUpOffer', body)
    : callWithMessage('platformRunnerUpOffer', body);
