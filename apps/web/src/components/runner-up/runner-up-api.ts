import { callWithMessage, queryKeyOf, queryOptionsOf } from '../../lib/api-call';

/** The signed-in bidder's newest 悔拍递补 offer on a lot (null: none). */
export const myOfferOnLotQuery = (lotId: number) => queryOptionsOf('myRunnerUpOfferByLot', { lotId });

/** 我的订单 — 递补邀请: one page of the bidder's offers. */
export const myOffersQuery = (current: number, size: number) =>
  queryOptionsOf('myRunnerUpOffers', { current, size });

/** Every cached read of the bidder's offers, and of their orders (accepting makes one). */
export const OFFER_KEYS = [
  queryKeyOf('myRunnerUpOfferByLot'),
  queryKeyOf('myRunnerUpOffers'),
  queryKeyOf('myOrders'),
] as const;

export const acceptOffer = (id: number) => callWithMessage('myRunnerUpOfferAccept', { id });
export const declineOffer = (id: number) => callWithMessage('myRunnerUpOfferDecline', { id });
