import type { RouteObject } from 'react-router';
import { RootShell } from '../root-shell';
import { RouteErrorPage } from '../route-error-page';
import { PageLoading } from './page-loading';
import { personalCenterRoute } from './personal-center-route';
import { authAreaRoute, publicAreaRoute } from './public-routes';

/** Every route of spec §2, each page loaded on demand. */
export function createRoutes(guardLoader: RouteObject['loader']): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      loader: guardLoader,
      // The guard decides on every navigation, not only the first.
      shouldRevalidate: () => true,
      children: [publicAreaRoute(), authAreaRoute(), personalCenterRoute()],
    },
  ];
}
