import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadMatchedRoutes, type SsrPayload } from '../ssr/ssr-payload';
import { BASE_PATH } from '../config/env';
import { loadProfile, loadSessionDicts } from '../features/account/session';
import { useSessionStore } from '../stores/session-store';
import { accessOf, createGuardLoader } from './guard';
import { createRouteDiscovery } from './routes/discover-routes';
import { createRoutes } from './routes/routes';

const RETRY_AFTER_FAILURE_MS = 5000;

/**
 * The user info, fetched once however many navigations ask for it meanwhile; after a
 * failure (already reported with a 提示 notice) the next few navigations do not ask again.
 */
function createUserInfoLoader() {
  let inFlight: Promise<void> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  return (): Promise<void> => {
    if (inFlight) return inFlight;
    if (Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) return Promise.resolve();
    inFlight = (async () => {
      if (await loadProfile()) await loadSessionDicts().catch(() => undefined);
      else failedAt = Date.now();
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/**
 * Created by main.tsx after the API client is configured: creating the router starts the
 * first navigation at once, and its guard may already call the API.
 */
export function createAppRouter() {
  const { routes, options } = appRoutes();
  return createBrowserRouter(routes, options);
}

/**
 * For a page the server drew (ssr/render-page.tsx): the first navigation is the drawn one,
 * with its code loaded and its loaders counted as run, so the first render matches the markup.
 */
export async function createHydratingRouter(loaderData: SsrPayload['loaderData']) {
  const { routes, options } = appRoutes();
  await loadMatchedRoutes(routes, window.location, BASE_PATH);
  return createBrowserRouter(routes, { ...options, hydrationData: { loaderData } });
}

function appRoutes() {
  let routes: RouteObject[] = [];
  const guardLoader = createGuardLoader({
    // Pages discovered later sit under routes already here, which decide their access.
    access: (pathname) => accessOf(routes, pathname, BASE_PATH),
    basename: BASE_PATH,
    session: () => {
      const { token, menu } = useSessionStore.getState();
      return { hasToken: token !== null, hasMenu: menu.length > 0 };
    },
    loadUserInfo: createUserInfoLoader(),
  });
  routes = createRoutes(guardLoader);
  const options = {
    basename: BASE_PATH,
    patchRoutesOnNavigation: createRouteDiscovery({ reloadProfile: () => loadProfile() }),
  };
  return { routes, options };
}
