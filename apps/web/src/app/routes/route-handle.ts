import type { PermissionKey } from '@lyp/shared/rbac/permissions';
import { useMatches } from 'react-router';
import type { RouteAccess } from '../../config/paths';

/**
 * What a route tells the shell and the guard: its title, who may open it, its area, and the
 * permission without which the personal centre shows its 403 page instead.
 */
export interface RouteHandle {
  title: string;
  access: RouteAccess;
  area?: 'public' | 'personal-center';
  permission?: PermissionKey;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}
