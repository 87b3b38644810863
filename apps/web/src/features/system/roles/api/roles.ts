import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** 角色管理: the page of roles, its export, and one role's granted menus and buttons. */
export const rolePageQuery = (body: EndpointInput<'rolePage'>) => queryOptionsOf('rolePage', body);
export const exportRoles = (filters: EndpointInput<'roleExport'>) => download('roleExport', filters);
export const roleMenusQuery = (id: number) => queryOptionsOf('roleMenus', { id });

export const saveRole = (body: EndpointInput<'roleAdd'>, id: number | undefined) =>
  id === undefined ? call('roleAdd', body) : call('roleEdit', { ...body, id });
export const removeRole = (id: number) => call('roleRemove', { id });
/** The role's whole grant: every menu and button id it holds afterwards. */
export const grantRole = (roleId: number, menuIds: number[]) => call('roleGrant', { roleId, menuIds });

/** After a role changes: the page, and the role options other screens choose from. */
export const refreshRoles = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf('rolePage') }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf('roleList') }),
  ]);

/** After a grant: the grants, and the menu tree (its role counts). */
export const refreshGrants = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf('roleMenus') }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf('menuTree') }),
  ]);
