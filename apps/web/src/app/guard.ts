import { matchRoutes, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import type { RouteAccess } from '../config/paths';
import { loginPathReturningTo, withoutBasePath } from '../lib/navigation';
import type { RouteHandle } from './routes/route-handle';

export type GuardDecision =
  { kind: 'continue' } | { kind: 'redirect'; to: string } | { kind: 'load-user-info' };

/**
 * Spec §2: without a TOKEN only public pages open; anything else goes to sign in, and back to
 * the page after it (the spec sent it to the root, where a user whose session had just ended
 * lost their way: issue 30). With a TOKEN and no menu yet, the user info is fetched first;
 * otherwise navigation goes on.
 */
export function decideNavigation(input: {
  access: RouteAccess;
  hasToken: boolean;
  hasMenu: boolean;
  /** The location asked for, in the app (path and query): where to return after signing in. */
  target: string;
}): GuardDecision {
  if (!input.hasToken) {
    return input.access === 'public'
      ? { kind: 'continue' }
      : { kind: 'redirect', to: loginPathReturningTo(input.target) };
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
  /** The base path the app is served under ('/' by default). */
  basename?: string;
  session(): { hasToken: boolean; hasMenu: boolean };
  /** Fetches the user info; the navigation continues whether it worked or not. */
  loadUserInfo(): Promise<unknown>;
}

/** The root route's loader: runs before every navigation. */
export function createGuardLoader(deps: GuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const decision = decideNavigation({
      access: deps.access(url.pathname),
      ...deps.session(),
      target: `${withoutBasePath(url.pathname, deps.basename ?? '/')}${url.search}`,
    });
    if (decision.kind === 'redirect') return redirect(decision.to);
    if (decision.kind === 'load-user-info') await deps.loadUserInfo().catch(() => undefined);
    return null;
  };
}
