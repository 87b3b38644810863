import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../rbac/permissions';
import { PAGE_ROUTES } from './routes';

const routes = Object.entries(PAGE_ROUTES);

describe('the page table', () => {
  it('has each path once', () => {
    const paths = routes.map(([, route]) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only permissions that exist', () => {
    for (const [, route] of routes) if (route.permission) expect(PERMISSIONS[route.permission]).toBeDefined();
  });

  // The personal centre's frame is where a missing permission turns into the 403 page.
  it('asks a permission only of the personal centre’s token pages', () => {
    const guarded = routes.filter(([, route]) => route.permission);
    expect(guarded.length).toBeGreaterThan(20);
    for (const [name, route] of guarded) {
      expect([name, route.access]).toEqual([name, 'token']);
      expect(route.path.startsWith('/personalcenter/')).toBe(true);
    }
  });
});
