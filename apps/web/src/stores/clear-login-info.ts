import { ROUTES } from '../config/paths';
import { queryClient } from '../lib/query-client';
import { hardNavigate } from '../lib/navigation';
import { useLayoutStore } from './layout-store';
import { useSessionStore } from './session-store';

/**
 * Signs the browser out: app and user state reset, TOKEN and the other keys removed, cached
 * server data dropped. By default the user then lands on /login with a fresh page load.
 */
export function clearLoginInfo(options: { reload?: boolean } = {}): void {
  useSessionStore.getState().clear();
  useLayoutStore.getState().reset();
  queryClient.clear();
  if (options.reload ?? true) hardNavigate(ROUTES.login.path);
}
