import { Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '../../config/paths';
import type { RouteHandle } from './route-handle';
import { lazyPage } from './lazy-page';
import { page, PERSONAL_CENTER_ROUTE_ID } from './route-builders';

const notFoundPage = () => import('./not-found-page').then((module) => module.NotFoundPage);

/**
 * The personal centre's frame. Its pages are discovered on the first visit (see
 * personal-center-routes.tsx): the home page does not carry their loaders. Until then, the
 * catch-all below keeps every path under the centre a token page, and the router asks for the
 * real ones.
 */
export function personalCenterRoute(): RouteObject {
  return {
    id: PERSONAL_CENTER_ROUTE_ID,
    path: ROUTES.personalCenter.path,
    lazy: lazyPage(() => import('./personal-center-shell').then((module) => module.PersonalCenterShell)),
    handle: {
      title: ROUTES.personalCenter.title,
      access: 'token',
      area: 'personal-center',
    } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to={ROUTES.personalHome.path} replace /> },
      { path: ROUTES.personalLayout.path, element: <Navigate to={ROUTES.personalHome.path} replace /> },
      page(ROUTES.personalNotFound, lazyPage(notFoundPage), 'personal-center'),
      {
        path: '*',
        lazy: lazyPage(notFoundPage),
        handle: {
          title: ROUTES.notFound.title,
          access: 'token',
          area: 'personal-center',
        } satisfies RouteHandle,
      },
    ],
  };
}
