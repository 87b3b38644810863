import { BASE_PATH } from '../config/env';
import { ROUTES } from '../config/paths';

/** An app path under the configured base path: '/login' → '/app/login' when served at /app/. */
export function withBasePath(path: string): string {
  return `${BASE_PATH.replace(/\/$/, '')}${path}`;
}

/** A browser path without the configured base path: '/app/login' → '/login'. */
export function withoutBasePath(pathname: string, basePath: string = BASE_PATH): string {
  const base = basePath.replace(/\/$/, '');
  return base && pathname.toLowerCase().startsWith(base.toLowerCase())
    ? pathname.slice(base.length) || '/'
    : pathname;
}

/**
 * The sign-in page, told where to go back to after signing in (/login?redirect=%2Fpersonalcenter
 * %2Fmybid); plain /login when there is nowhere to go back to.
 */
export function loginPathReturningTo(target: string | null | undefined): string {
  const login = ROUTES.login.path;
  if (!target || target === '/' || target.split('?')[0] === login) return login;
  return `${login}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** A full page load of an app path, which also drops every in-memory state. */
export function hardNavigate(path: string): void {
  window.location.assign(withBasePath(path));
}
