import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from '../config/env';
import { loadProfile, loadSessionDicts } from '../features/account/session';
import { useSessionStore } from '../stores/session-store';
import { createGuardLoader } from './guard';
import { createRoutes } from './routes/routes';

/**
 * Created by main.tsx after the API client is configured: creating the router starts the
 * first navigation at once, and its guard may already call the API.
 */
export function createAppRouter() {
  const guardLoader = createGuardLoader({
    session: () => {
      const { token, menu } = useSessionStore.getState();
      return { hasToken: token !== null, hasMenu: menu.length > 0 };
    },
    loadUserInfo: async () => {
      if (await loadProfile()) await loadSessionDicts().catch(() => undefined);
    },
  });
  return createBrowserRouter(createRoutes(guardLoader), { basename: BASE_PATH });
}
