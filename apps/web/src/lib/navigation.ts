import { BASE_PATH } from '../config/env';

/** An app path under the configured base path: '/login' → '/app/login' when served at /app/. */
export function withBasePath(path: string): string {
  return `${BASE_PATH.replace(/\/$/, '')}${path}`;
}

/** A full page load of an app path, which also drops every in-memory state. */
export function hardNavigate(path: string): void {
  window.location.assign(withBasePath(path));
}
