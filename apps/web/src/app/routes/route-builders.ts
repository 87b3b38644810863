import type { RouteObject } from 'react-router';
import type { RouteInfo } from '../../config/paths';
import type { RouteHandle } from './route-handle';

/** The id under which the personal centre's pages are added when first visited. */
export const PERSONAL_CENTER_ROUTE_ID = 'personal-center';

export function page(
  route: RouteInfo,
  load: RouteObject['lazy'],
  area: RouteHandle['area'] = 'public',
): RouteObject {
  const handle: RouteHandle = {
    title: route.title,
    access: route.access,
    area,
    ...(route.permission ? { permission: route.permission } : {}),
  };
  return { path: route.path, lazy: load, handle };
}
