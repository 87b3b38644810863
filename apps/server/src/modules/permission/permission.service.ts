import type { PermissionServiceDeps } from './permission-deps';
import { getProfile } from './use-cases/get-profile';
import { recordMenuVisit, setFavouriteMenu } from './use-cases/menu-shortcuts';

export type { PermissionServiceDeps } from './permission-deps';

export function createPermissionService(deps: PermissionServiceDeps) {
  return {
    setFavourite: setFavouriteMenu(deps),
    recordVisit: recordMenuVisit(deps),
    getProfile: getProfile(deps),
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;
