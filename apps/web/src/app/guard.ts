import { redirect, type LoaderFunction } from 'react-router';
import { BASE_PATH } from '../config/env';
import { isPublicPath, ROUTES } from '../config/paths';

export type GuardDecision =
  { kind: 'continue' } | { kind: 'redirect'; to: string } | { kind: 'load-user-info' };

/**
 * Spec §2: without a TOKEN only public pages open, anything else goes to the root; with a
 * TOKEN and no menu yet, the user info is fetched first; otherwise navigation goes on.
 */
export function decideNavigation(input: {
  pathname: string;
  hasToken: boolean;
  hasMenu: boolean;
}): GuardDecision {
  if (!input.hasToken) {
    return isPublicPath(input.pathname) ? { kind: 'continue' } : { kind: 'redirect', to: ROUTES.home.path };
  }
  return input.hasMenu ? { kind: 'continue' } : { kind: 'load-user-info' };
}

export function stripBasePath(pathname: string, basePath = BASE_PATH): string {
  const base = basePath.replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

export interface GuardDependencies {
  session(): { hasToken: boolean; hasMenu: boolean };
  /** Fetches the user info; the navigation continues whether it worked or not. */
  loadUserInfo(): Promise<unknown>;
}

/** The root route's loader: runs before every navigation. */
export function createGuardLoader(deps: GuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const decision = decideNavigation({
      pathname: stripBasePath(new URL(request.url).pathname),
      ...deps.session(),
    });
    if (decision.kind === 'redirect') return redirect(decision.to);
    if (decision.kind === 'load-user-info') await deps.loadUserInfo().catch(() => undefined);
    return null;
  };
}
