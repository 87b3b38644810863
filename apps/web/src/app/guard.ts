import { matchRoutes, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { ROUTES, type RouteAccess } from '../config/paths';
import type { RouteHandle } from './routes/route-handle';

export type GuardDecision =
  { kind: 'continue' } | { kind: 'redirect'; to: string } | { kind: 'load-user-info' };

/**
 * Spec §2: without a TOKEN only public pages open, anything else goes to the root; with a
 * TOKEN and no menu yet, the user info is fetched first; otherwise navigation goes on.
 */
export function decideNavigation(input: {
  access: RouteAccess;
  hasToken: boolean;
  hasMenu: boolean;
}): GuardDecision {
  if (!input.hasToken) {
    return input.access === 'public' ? { kind: 'continue' } : { kind: 'redirect', to: ROUTES.home.path };
  }
  return input.hasMenu ? { kind: 'continue' } : { kind: 'load-user-info' };
}

/**
 * Who may open a location, judged by the router's own matching (case-insensitive, decoded),
 * so /PersonalCenter or /personalcenter/%68ome cannot slip past as unknown. A location that
 * only the catch-all matches is the public 404 page.
 */
export function accessOf(routes: RouteObject[], pathname: string, basename = '/'): RouteAccess {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const needsToken = matches.some(
    (match) => (match.route.handle as RouteHandle | undefined)?.access === 'token',
  );
  return needsToken ? 'token' : 'public';
}

export interface GuardDependencies {
  access(pathname: string): RouteAccess;
  session(): { hasToken: boolean; hasMenu: boolean };
  /** Fetches the user info; the navigation continues whether it worked or not. */
  loadUserInfo(): Promise<unknown>;
}

/** The root route's loader: runs before every navigation. */
export function createGuardLoader(deps: GuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const decision = decideNavigation({
      access: deps.access(new URL(request.url).pathname),
      ...deps.session(),
    });
    if (decision.kind === 'redirect') return redirect(decision.to);
    if (decision.kind === 'load-user-info') await deps.loadUserInfo().catch(() => undefined);
    return null;
  };
}
