/** Public listing filters: 即将开始 (upcoming), 竞价中 (bidding), 已结束 (ended). Free of zod. */
export const MARKET_STATUSES = ['upcoming', 'bidding', 'ended'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
/** default: running lots first (soonest to end), then upcoming (soonest to start), then ended (latest first). */
export const MARKET_SORTS = ['default', 'startsAt', 'endsAt', 'price', 'views'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
