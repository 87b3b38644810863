import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { showUpgradeDialog } from '../upgrade-dialog';

/** A page loaded on demand; if its chunk fails to load, the upgrade dialog asks for a refresh. */
export function lazyPage(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      showUpgradeDialog();
      throw error;
    }
  };
}
