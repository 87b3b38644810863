import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { showUpgradeDialog } from '../upgrade-dialog';

/**
 * A page loaded on demand, inside antd's providers (app/antd/antd-scope) unless it is drawn by
 * hand (`antd: false`: the public shell and the home page, which a visitor's first look needs
 * without antd's core). If its chunk fails to load, the upgrade dialog asks for a refresh.
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  { antd = true }: { antd?: boolean } = {},
): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      if (!antd) return { Component: await load() };
      const [Page, scope] = await Promise.all([load(), import('../antd/antd-scope')]);
      return { Component: scope.withAntdScope(Page) };
    } catch (error) {
      showUpgradeDialog();
      throw error;
    }
  };
}
