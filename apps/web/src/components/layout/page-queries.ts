import { appSessionStorage } from '../../stores/browser-storage';

const KEY = 'PAGE_QUERIES';
type Queries = Record<string, string>;

const pageKey = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * The query each page was last open with, in this tab (货款支付's ?id=3, a list's filters): the
 * recent-pages bar returns to a page as it was left, not to its bare path.
 */
export function rememberPageQuery(pathname: string, search: string): void {
  const queries = appSessionStorage.get<Queries>(KEY) ?? {};
  const key = pageKey(pathname);
  if ((queries[key] ?? '') === search) return;
  if (search) queries[key] = search;
  else delete queries[key];
  appSessionStorage.set(KEY, queries, null);
}

/** The page's path with the query it was last open with, if any. */
export function withLastQuery(path: string): string {
  return `${path}${appSessionStorage.get<Queries>(KEY)?.[pageKey(path)] ?? ''}`;
}
