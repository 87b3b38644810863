/**
 * Every route of the product (spec §2), once: the shared page table
 * (packages/shared/src/navigation/routes.ts), under the names the web has always used.
 * The router, the guard, links and menus all read from here.
 */
export {
  PAGE_ROUTES as ROUTES,
  type CentrePageName,
  type PageAccess as RouteAccess,
  type PageName as RouteName,
  type PageRoute as RouteInfo,
} from '@lyp/shared/navigation/routes';
