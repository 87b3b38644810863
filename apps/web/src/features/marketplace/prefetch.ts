import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { homeBannersQuery } from './api/banners-api';
import { PUBLIC_FILE_LINKS, pictureProps } from './components/file-links';
import { GALLERY_MAIN } from './lib/picture-sizes';
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
      // The very copy the gallery will pick: the same srcset and sizes, or it downloads twice.
      // On the server the picture is in the drawn page, where the browser finds it first.
      const picture = cover && pictureProps(PUBLIC_FILE_LINKS, cover.id, GALLERY_MAIN);
      if (picture && typeof document !== 'undefined') preloadImage(picture);
    },
    () => undefined,
  );
}

const preloaded = new Set<string>();

function preloadImage(picture: { src: string; srcSet?: string; sizes?: string }): void {
  if (preloaded.has(picture.src)) return;
  preloaded.add(picture.src);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = picture.src;
  if (picture.srcSet) link.setAttribute('imagesrcset', picture.srcSet);
  if (picture.sizes) link.setAttribute('imagesizes', picture.sizes);
  link.fetchPriority = 'high';
  document.head.append(link);
}
