import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { pageTitle } from '../app/page-title';
import { AppProviders } from '../app/providers';
import type { RouteHandle } from '../app/routes/route-handle';
import { createRoutes } from '../app/routes/routes';
import { BASE_PATH } from '../config/env';
import { ROUTES } from '../config/paths';
import { prefetchHomePage, prefetchLotPage, startFromDrawingClock } from '../features/marketplace';
import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { stylesheetLinks, type BuildManifest } from './page-stylesheets';
import { serializeSsrPayload, type SsrPayload } from './ssr-payload';

/**
 * The pages a visitor's first look lands on, drawn on the server with their data: the home
 * page and a lot's page paint with the HTML instead of after the app's code has run (issue
 * 15's paint). Each names the reads its first render needs and the chunk group its code
 * (and CSS) is in; every other path is left to the browser.
 */
const DRAWN_PAGES: Record<
  string,
  { prefetch: (url: URL, client: QueryClient) => Promise<unknown>; chunk: string }
> = {
  [ROUTES.home.path]: { prefetch: (_url, client) => prefetchHomePage(client), chunk: 'public' },
  [ROUTES.auction.path]: {
    prefetch: (url, client) => prefetchLotPage(url.searchParams, client),
    chunk: 'lot',
  },
};

export interface RenderPageInput {
  /** The page's address as the browser asked for it, e.g. http://host/morebid/auction?id=3. */
  url: string;
  /** Where the server's own API answers, e.g. http://127.0.0.1:3000. */
  apiOrigin: string;
  /** The built index.html. */
  template: string;
  /** The built .vite/manifest.json. */
  manifest: BuildManifest;
}

/** The page as HTML with its data for the browser, or null when the browser draws it. */
export async function renderPage(input: RenderPageInput): Promise<string | null> {
  const url = new URL(input.url);
  const pathname = url.pathname.slice(BASE_PATH.length - 1) || '/';
  const page = DRAWN_PAGES[pathname];
  if (!page) return null;

  configureApiClient({ baseUrl: input.apiOrigin });
  const queryClient = createQueryClient();
  // The browser's loaders start its reads and check its session; here the reads are awaited
  // below and the visitor has none.
  const handler = createStaticHandler(withoutLoaders(createRoutes(undefined)), { basename: BASE_PATH });
  const [context] = await Promise.all([
    handler.query(new Request(url, { signal: AbortSignal.timeout(5000) })),
    page.prefetch(url, queryClient),
  ]);
  if (context instanceof Response || context.errors) return null;

  const drawnAt = Date.now();
  startFromDrawingClock(drawnAt);
  const styleCache = createCache();
  const markup = renderToString(
    <StrictMode>
      <StyleProvider cache={styleCache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
  );
  const payload: SsrPayload = {
    queries: dehydrate(queryClient),
    // Every matched route's loader counts as run: the browser's first render is this one.
    loaderData: Object.fromEntries(context.matches.map((match) => [match.route.id, null])),
    drawnAt,
  };
  const handle = context.matches.findLast((match) => (match.route.handle as RouteHandle | undefined)?.title);
  const title = pageTitle((handle?.route.handle as RouteHandle | undefined)?.title);
  const { preloads, rest } = splitLeadingPreloads(markup);
  return (
    input.template
      // The page's pictures are asked for first: the preload scanner meets them before the
      // ~150 KB of styles below, which the parser works through on the main thread.
      .replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${preloads}`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      // antd's styles before the app's, as antd puts them in the browser: the app's win ties.
      // After the scripts, so their fetches start before the styles are parsed.
      .replace(FIRST_STYLESHEET, (first) => `${extractStyle(styleCache)}${first}`)
      .replace('</head>', `${stylesheetLinks(input.manifest, page.chunk, BASE_PATH)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${rest}</div>${serializeSsrPayload(payload)}`)
  );
}

/** The built index.html's first stylesheet, or the end of its head when it has none. */
const FIRST_STYLESHEET = /<link rel="stylesheet"[^>]*>|<\/head>/;

/**
 * React writes the preloads of the pictures it rendered (and of what preload() asked for) at
 * the start of the markup. They belong in the head, where they do not wait for the styles;
 * hydration skips nodes that do not match, so the root is the same to it either way.
 */
export function splitLeadingPreloads(markup: string): { preloads: string; rest: string } {
  const leading = /^(?:<link rel="preload"[^>]*>)+/.exec(markup);
  const preloads = leading?.[0] ?? '';
  return { preloads, rest: markup.slice(preloads.length) };
}

function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        loader: undefined,
        children: route.children && withoutLoaders(route.children),
      }) as RouteObject,
  );
}
