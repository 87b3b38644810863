import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/**
 * What a page drawn on the server hands to the browser, in a JSON script beside the drawn
 * markup: the query answers it was drawn from, the router's loader data and its moment. The browser
 * starts from exactly these, so its first render matches the markup (hydration).
 */
export interface SsrPayload {
  queries: DehydratedState;
  loaderData: Record<string, null>;
  /** The server's clock when the page was drawn: countdowns start from it. */
  drawnAt: number;
}

export const SSR_PAYLOAD_ID = 'lyp-ssr';

/** The payload as a script element's text: `<` escaped, so no answer can close the script. */
export function serializeSsrPayload(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script id="${SSR_PAYLOAD_ID}" type="application/json">${json}</script>`;
}

export function readSsrPayload(doc: Document): SsrPayload | null {
  const text = doc.getElementById(SSR_PAYLOAD_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrPayload;
  } catch {
    return null;
  }
}

/**
 * Loads the code of the routes a location matches, as the router would on its first
 * navigation: hydration must render the page, not the router's loading fallback.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  basename: string,
) {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches;
}
