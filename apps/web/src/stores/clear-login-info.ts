import { queryClient } from '../lib/query-client';
import { hardNavigate, loginPathReturningTo, withoutBasePath } from '../lib/navigation';
import { useLayoutStore } from './layout-store';
import { useSessionStore } from './session-store';

/**
 * Signs the browser out: app and user state reset, TOKEN and the other keys removed, cached
 * server data dropped. By default the user then lands on /login with a fresh page load, to
 * come back to the page they were on once signed in again (a session ended under them).
 */
export function clearLoginInfo(options: { reload?: boolean } = {}): void {
  useSessionStore.getState().clear();
  useLayoutStore.getState().reset();
  queryClient.clear();
  if (options.reload ?? true) {
    const { pathname, search } = window.location;
    hardNavigate(loginPathReturningTo(`${withoutBasePath(pathname)}${search}`));
  }
}
