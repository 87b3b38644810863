/**
 * Names to methods, paths and URLs: the helpers over the route table (route-table.ts), which
 * they re-export so callers import routes from one place.
 */
import { API_PREFIX, API_ROUTES, type HttpMethod } from './route-table';

export { API_PREFIX, API_ROUTES, type HttpMethod } from './route-table';

export type RouteName = keyof typeof API_ROUTES;
/** Kept for callers that think in paths; the same names as the routes. */
export type ApiPathName = RouteName;

type Route = (typeof API_ROUTES)[RouteName];
export type MethodOf<N extends RouteName> =
  (typeof API_ROUTES)[N] extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<N extends RouteName> = (typeof API_ROUTES)[N] extends `${HttpMethod} ${infer P}`
  ? P
  : never;

/** The names of a path's `:name` parameters, as a union of string literals. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export function methodOf<N extends RouteName>(name: N): MethodOf<N> {
  return splitRoute(API_ROUTES[name])[0] as MethodOf<N>;
}

export function pathOf<N extends RouteName>(name: N): PathOf<N> {
  return splitRoute(API_ROUTES[name])[1] as PathOf<N>;
}

function splitRoute(route: Route): [HttpMethod, string] {
  const space = route.indexOf(' ');
  return [route.slice(0, space) as HttpMethod, route.slice(space + 1)];
}

/** Every path by route name, for code that registers or links one path (docs, file links). */
export const API_PATHS = Object.fromEntries(
  (Object.keys(API_ROUTES) as RouteName[]).map((name) => [name, pathOf(name)]),
) as { readonly [N in RouteName]: PathOf<N> };

/** The names of a path's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\/:(\w+)/g)].map((match) => match[1]!);
}

type UrlValues = Record<string, string | number | undefined>;

/**
 * Full URL path of an API route, with its parameters filled in and encoded, and the query's
 * defined values appended (for addresses a page links to, such as a picture's sized preview).
 */
export function apiUrl(name: RouteName, params: UrlValues = {}, query: UrlValues = {}): string {
  const filled = pathOf(name).replace(/\/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`apiUrl(${name}): missing path parameter "${key}"`);
    return `/${encodeURIComponent(String(value))}`;
  });
  // Plain encoding rather than URLSearchParams: this package leans on no platform API.
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${API_PREFIX}${filled}${search ? `?${search}` : ''}`;
}
