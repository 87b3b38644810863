import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { ROUTES } from '../../config/paths';
import { loadBulletinPreviewViews, loadMyAttentionPage, loadMyBidPage } from '../../features/marketplace';
import { showUpgradeDialog } from '../upgrade-dialog';
import { lazyPage } from './lazy-page';
import { page, PERSONAL_CENTER_ROUTE_ID } from './route-builders';

const CENTER_PREFIX = ROUTES.personalCenter.path.toLowerCase();

/**
 * Lazy route discovery: the first navigation into the personal centre loads its route table
 * and adds it under the centre's route, once. Matching, like the router's, ignores case.
 */
export function createRouteDiscovery(deps: {
  reloadProfile: () => Promise<unknown>;
}): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return async ({ path, patch }) => {
    if (!safeDecode(path).toLowerCase().includes(CENTER_PREFIX)) return;
    added ??= import('./personal-center-routes').then(
      ({ personalCenterRoutes }) =>
        patch(
          PERSONAL_CENTER_ROUTE_ID,
          personalCenterRoutes({
            page: (route, load) => page(route, lazyPage(load), 'personal-center'),
            reloadProfile: deps.reloadProfile,
            loadPreviewViews: loadBulletinPreviewViews,
            loadMyAttentionPage,
            loadMyBidPage,
          }),
        ),
      (error: unknown) => {
        added = undefined;
        showUpgradeDialog();
        throw error;
      },
    );
    await added;
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
