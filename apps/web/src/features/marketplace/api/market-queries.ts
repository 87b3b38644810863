import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { syncServerClock } from '../hooks/use-server-now';

/**
 * The public marketplace's reads, as query options keyed by endpoint name (`queryKeyOf`), so a
 * page, the live channel and an invalidation all name the same cache entries. What anyone may
 * see: no reserve, no bidders' names.
 */

/**
 * The router asks for the home and lot pages' reads as a navigation starts (prefetch.ts); an
 * answer this young is not asked for again when the page's code has arrived and mounts.
 */
export const FIRST_READ_FRESH_MS = 5000;

export const homeBulletinsQuery = () => ({
  ...queryOptionsOf('homeBulletins'),
  staleTime: FIRST_READ_FRESH_MS,
});
/** Every cached lot list and home shelf, whatever its input: the live channel updates their cards. */
export const lotSearchKey = queryKeyOf('lotSearch');
export const homeBulletinsKey = queryKeyOf('homeBulletins');

export const areaTreeQuery = () => queryOptionsOf('areaTree');
export const bulletinSearchQuery = (body: EndpointInput<'bulletinSearch'>) =>
  queryOptionsOf('bulletinSearch', body);
export const publicBulletinQuery = (id: number) => queryOptionsOf('publicBulletin', { id });

/*
 * Reads that carry the server's time: every page that shows them sets the clock its
 * countdowns run on, and pages sharing a key share one definition of it.
 */

export const homeFiguresQuery = () =>
  queryOptions({
    queryKey: queryKeyOf('homeFigures'),
    staleTime: FIRST_READ_FRESH_MS,
    queryFn: async ({ signal }) => {
      const figures = await call('homeFigures', {}, { signal });
      syncServerClock(figures.serverTime);
      return figures;
    },
  });

/** A home page shelf: the first eight lots bidding now (ending soonest) or opening soon. */
export const homeShelfQuery = (status: 'bidding' | 'upcoming') => ({
  ...lotSearchQuery({
    status,
    sort: status === 'bidding' ? 'endsAt' : 'startsAt',
    order: 'asc',
    current: 1,
    size: 8,
  }),
  staleTime: FIRST_READ_FRESH_MS,
});

export const lotSearchQuery = (body: EndpointInput<'lotSearch'>) =>
  queryOptions({
    queryKey: queryKeyOf('lotSearch', body),
    queryFn: async ({ signal }) => {
      const page = await call('lotSearch', body, { signal });
      syncServerClock(page.serverTime);
      return page;
    },
  });

/**
 * A lot's page data. The live channel writes its events into this entry (use-live-lot), so a
 * reload over HTTP never takes it back: an answer older than the live numbers already shown
 * keeps those numbers.
 */
export const lotDetailQuery = (lotId: number) =>
  queryOptions({
    queryKey: queryKeyOf('lotDetail', { lotId }),
    staleTime: FIRST_READ_FRESH_MS,
    queryFn: async ({ signal }) => {
      const lot = await call('lotDetail', { lotId }, { signal });
      syncServerClock(lot.live.serverTime);
      return lot;
    },
    enabled: Number.isSafeInteger(lotId) && lotId > 0,
    structuralSharing: (previous: unknown, next: unknown) =>
      replaceEqualDeep(previous, keepNewerLive(previous as LotDetail | undefined, next as LotDetail)),
  });

function keepNewerLive(previous: LotDetail | undefined, next: LotDetail): LotDetail {
  if (!previous || previous.id !== next.id || next.live.seq >= previous.live.seq) return next;
  return { ...next, live: previous.live, recentBids: previous.recentBids, result: previous.result };
}
