import { z } from 'zod';
import { BID_KINDS } from '../auction/bid.schemas';
import { timestampSchema } from '../common/time';
import type { UserTopic } from './user-topics';

export { USER_TOPICS, type UserNudge, type UserTopic } from './user-topics';

/**
 * What watchers of a lot receive over the live channel. Every event carries the server time
 * and the lot's sequence number: a client that sees a number skipped resyncs over HTTP.
 */
const base = { lotId: z.number().int(), seq: z.number().int(), serverTime: timestampSchema };

export const bidPlacedEventSchema = z.object({
  type: z.literal('bid_placed'),
  ...base,
  bid: z.object({
    amountFen: z.number().int(),
    alias: z.string(),
    kind: z.enum(BID_KINDS),
    at: timestampSchema,
    priority: z.boolean(),
  }),
  currentPriceFen: z.number().int(),
  nextMinimumFen: z.number().int(),
  leaderAlias: z.string(),
  leaderPriorityRank: z.number().int().nullable(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  endsAt: timestampSchema,
  reserveMet: z.boolean().nullable(),
});

export const lotExtendedEventSchema = z.object({
  type: z.literal('lot_extended'),
  ...base,
  endsAt: timestampSchema,
  extensionCount: z.number().int(),
});

export const lotStartedEventSchema = z.object({
  type: z.literal('lot_started'),
  ...base,
  endsAt: timestampSchema,
});

export const lotClosedEventSchema = z.object({
  type: z.literal('lot_closed'),
  ...base,
  outcome: z.enum(['sold', 'unsold']),
  finalPriceFen: z.number().int().nullable(),
  winnerAlias: z.string().nullable(),
  /** The head of the lot's chain of records (核验竞价记录); null for lots from before the chain. */
  chainHead: z.string().nullable(),
});

/** A descending lot's price fell a step (pages compute it by the server clock; this tells them now). */
export const priceDroppedEventSchema = z.object({
  type: z.literal('price_dropped'),
  ...base,
  priceFen: z.number().int(),
  step: z.number().int(),
  /** null once the floor is reached. */
  nextDropAt: timestampSchema.nullable(),
});

/**
 * 一次报价: one more sealed bid was counted. Only the counts: no amount, no alias, no bidder
 * (the amounts are revealed with the close).
 */
export const sealedBidCountedEventSchema = z.object({
  type: z.literal('sealed_bid_counted'),
  ...base,
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
});

/** The platform took the lot's bulletin down (发布后驳回): bidding stops, its bids are void. */
export const lotRevokedEventSchema = z.object({
  type: z.literal('lot_revoked'),
  ...base,
  reason: z.string(),
});

export const lotEventSchema = z.discriminatedUnion('type', [
  bidPlacedEventSchema,
  lotExtendedEventSchema,
  lotStartedEventSchema,
  lotClosedEventSchema,
  lotRevokedEventSchema,
  priceDroppedEventSchema,
  sealedBidCountedEventSchema,
]);
export type LotEvent = z.infer<typeof lotEventSchema>;
export type LotEventType = LotEvent['type'];

/** Client to server. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), lotIds: z.array(z.number().int().positive()).min(1).max(50) }),
  z.object({ type: z.literal('unsubscribe'), lotIds: z.array(z.number().int().positive()).min(1).max(50) }),
  z.object({ type: z.literal('ping') }),
  /**
   * Signs the socket in with the page's access token (null signs it out), so it hears when the
   * user's inbox changes. Lots need no sign-in: they are public.
   */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096).nullable() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/**
 * Server to client, besides the events: where each subscription starts, problems, the inbox
 * nudge, and `resync`: reload every watched lot and the inbox over HTTP. `events_interrupted`
 * also means other servers' events no longer arrive, so keep reloading on a timer until
 * `events_restored`.
 */
export type LiveServerMessage =
  | LotEvent
  | { type: 'subscribed'; lotId: number; seq: number; serverTime: string }
  | { type: 'resync'; reason: 'events_interrupted' | 'events_restored'; serverTime: string }
  | { type: 'pong'; serverTime: string }
  /** The answer to `auth`: whose inbox the socket now hears of, or null when signed out. */
  | { type: 'auth'; userId: number | null }
  /**
   * Something of the signed-in user's changed: re-read those topics over HTTP (`messages`: new
   * site messages, to pop up). It names only the topics, so a socket left signed in after its
   * token expired learns no more than that. Servers of an older version sent no topics: their
   * nudge meant new messages.
   */
  | { type: 'inbox'; serverTime: string; topics?: UserTopic[] }
  | { type: 'error'; msg: string };
