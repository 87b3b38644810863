import { apiUrl } from '@lyp/shared/api/paths';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { homeBannersQuery } from './api/banners-api';
import { homeBulletinsQuery, homeFiguresQuery, homeShelfQuery, lotDetailQuery } from './api/market-queries';

/*
 * The public pages' first reads, asked for by the router as a navigation starts: the requests
 * then travel while the page's code downloads and runs, not after it has drawn a skeleton.
 * The pages read the same cache entries (an answer on its way is shared, never asked twice).
 * Failures are left to the pages, which show them with a retry. The server's page drawing
 * (ssr/render-page.tsx) awaits the same reads in its own cache.
 */

export function prefetchHomePage(client: QueryClient = queryClient): Promise<unknown> {
  return Promise.all([
    client.prefetchQuery(homeBannersQuery()),
    client.prefetchQuery(homeShelfQuery('bidding')),
    client.prefetchQuery(homeShelfQuery('upcoming')),
    client.prefetchQuery(homeFiguresQuery()),
    client.prefetchQuery(homeBulletinsQuery()),
  ]);
}

/** The lot, then its first picture (the page's largest): it downloads while the page draws. */
export function prefetchLotPage(
  search: URLSearchParams,
  client: QueryClient = queryClient,
): Promise<unknown> {
  const lotId = Number(search.get('id'));
  if (!Number.isSafeInteger(lotId) || lotId <= 0) return Promise.resolve();
  return client.fetchQuery(lotDetailQuery(lotId)).then(
    (lot) => {
      const cover = lot.images[0];
      // On the server the picture is in the drawn page, where the browser finds it first.
      if (cover && typeof document !== 'undefined') preloadImage(apiUrl('filePreview', { id: cover.id }));
    },
    () => undefined,
  );
}

const preloaded = new Set<string>();

function preloadImage(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
