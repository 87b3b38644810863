import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../config/paths';
import { personalCenterRoutes } from './personal-center-routes';
import { page } from './route-builders';
import type { RouteHandle } from './route-handle';

const noPage = () => Promise.reject(new Error('not loaded in this test'));

describe('the personal centre’s routes', () => {
  const routes = personalCenterRoutes({
    page: (route, load) => page(route, async () => ({ Component: await load() }), 'personal-center'),
    reloadProfile: () => Promise.resolve(),
    loadPreviewViews: noPage,
    loadMyAttentionPage: noPage,
    loadMyBidPage: noPage,
  });

  it('carries each page’s permission from the shared table into its route', () => {
    const tableByPath = new Map(Object.values(ROUTES).map((route) => [route.path, route]));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const entry = tableByPath.get(route.path!);
      expect((route.handle as RouteHandle).permission).toBe(entry?.permission);
    }
    const menuManage = routes.find((route) => route.path === ROUTES.menuManage.path);
    expect((menuManage?.handle as RouteHandle).permission).toBe('menuView');
  });
});
