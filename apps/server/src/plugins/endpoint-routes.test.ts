import { ENDPOINTS, type AnyEndpoint } from '@lyp/shared/api/endpoints';
import { API_PREFIX, API_ROUTES, methodOf, pathOf, type RouteName } from '@lyp/shared/api/paths';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

/**
 * Route table names with no entry in the endpoint map, and why: Swagger UI serves the docs
 * with handlers of its own, and the live channel is a WebSocket (its messages are typed in
 * realtime/events.ts), so neither has a request and JSON answer for a contract to describe.
 */
const NOT_ENDPOINTS: readonly RouteName[] = ['docs', 'live'];

/** Registered routes under the API prefix that are not endpoints, for the same reasons. */
const isNotAnEndpoint = (method: string, url: string) =>
  url === `${API_PREFIX}${pathOf('docs')}` ||
  url.startsWith(`${API_PREFIX}${pathOf('docs')}/`) ||
  url === `${API_PREFIX}${pathOf('live')}` ||
  // The token endpoint's 405 answer to every method but POST.
  (url === `${API_PREFIX}${pathOf('oauthToken')}` && method !== 'POST');

const endpoints = Object.values(ENDPOINTS) as AnyEndpoint[];
const endpointAt = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** Fastify's path syntax to OpenAPI's: `/file/preview/:id` → `/file/preview/{id}`. */
const openApiPath = (path: string) => `${API_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the endpoint map', () => {
  const { t } = useTestApp();

  it('has an entry, with the same method and path, for every route in the route table but docs and live', () => {
    const names = (Object.keys(API_ROUTES) as RouteName[]).filter((name) => !NOT_ENDPOINTS.includes(name));
    const byName = ENDPOINTS as Partial<Record<RouteName, AnyEndpoint>>;
    const missing = names.filter((name) => byName[name] === undefined);
    expect(missing).toEqual([]);
    for (const name of names) {
      expect(byName[name]).toMatchObject({ name, method: methodOf(name), path: pathOf(name) });
    }
    for (const name of NOT_ENDPOINTS) expect(byName[name]).toBeUndefined();
  });

  it('is where every route the app serves under the API prefix comes from, with the access its entry declares', () => {
    const routes = t.app.registeredRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: String(method),
        url: route.url,
        access: route.config?.access,
      })),
    );
    const served = routes.filter(
      (route) => route.url.startsWith(`${API_PREFIX}/`) && !isNotAnEndpoint(route.method, route.url),
    );
    expect(served.length).toBeGreaterThanOrEqual(endpoints.length);

    const strays: string[] = [];
    for (const route of served) {
      // Fastify answers HEAD for every GET route by itself.
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const endpoint = endpointAt.get(`${method} ${route.url.slice(API_PREFIX.length)}`);
      if (!endpoint) strays.push(`${route.method} ${route.url}`);
      else
        expect({ route: endpoint.name, access: route.access }).toEqual({
          route: endpoint.name,
          access: endpoint.access,
        });
    }
    expect(strays).toEqual([]);

    // And every entry is served: none is declared and forgotten.
    const servedKeys = new Set(served.map((route) => `${route.method} ${route.url}`));
    const unserved = endpoints
      .filter((endpoint) => !servedKeys.has(`${endpoint.method} ${API_PREFIX}${endpoint.path}`))
      .map((endpoint) => endpoint.name);
    expect(unserved).toEqual([]);
  });

  it('lists every entry in the OpenAPI document under its name, summary and tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}${pathOf('docs')}/json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
    }>();
    const listed = endpoints.map((endpoint) => {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      return {
        name: endpoint.name,
        operationId: operation?.operationId,
        summary: operation?.summary,
        tags: operation?.tags,
      };
    });
    expect(listed).toEqual(
      endpoints.map((endpoint) => ({
        name: endpoint.name,
        operationId: endpoint.name,
        summary: endpoint.summary,
        tags: [...endpoint.tags],
      })),
    );
  });
});
