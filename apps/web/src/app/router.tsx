import { createBrowserRouter, type RouteObject } from 'react-router';
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
  let routes: RouteObject[] = [];
  const guardLoader = createGuardLoader({
    // Pages discovered later sit under routes already here, which decide their access.
    access: (pathname) => accessOf(routes, pathname, BASE_PATH),
    session: () => {
      const { token, menu } = useSessionStore.getState();
      return { hasToken: token !== null, hasMenu: menu.length > 0 };
    },
    loadUserInfo: createUserInfoLoader(),
  });
  routes = createRoutes(guardLoader);
  return createBrowserRouter(routes, {
    basename: BASE_PATH,
    patchRoutesOnNavigation: createRouteDiscovery({ reloadProfile: () => loadProfile() }),
  });
}
