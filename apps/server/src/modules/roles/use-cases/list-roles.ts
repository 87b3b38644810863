import type { RoleOption, RolePageBody } from '@lyp/shared/system/role-admin.schemas';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { exportRoles } from '../role-export';
import { toRole } from '../role.view';
import type { RolesServiceDeps } from '../roles-deps';
import { readPage } from '../../../lib/paging';

/** The list's filters and order, in the caller's tenant: the page and the export read the same. */
const pageFilters = (principal: Principal, body: RolePageBody) => ({
  tenantId: principal.tenantId,
  ...(body.name ? { name: body.name } : {}),
  ...(body.code ? { code: body.code } : {}),
  sort: body.sort ?? 'sort',
  order: body.order ?? 'asc',
});

export function pageRoles(deps: RolesServiceDeps) {
  const { roles } = deps;
  return async (principal: Principal, body: RolePageBody) => {
    return readPage(body, (window) => roles.page({ ...pageFilters(principal, body), ...window }), toRole);
  };
}

/** 角色管理's export: every role of the list as filtered and sorted, a page at a time. */
export function exportRoleList(deps: RolesServiceDeps) {
  const { roles, clock } = deps;
  return (principal: Principal, body: RolePageBody) => {
    const rows = allPages(async (offset, limit) =>
      (await roles.page({ ...pageFilters(principal, body), offset, limit })).records.map(toRole),
    );
    return exportRoles(rows, clock.now());
  };
}

export function listRoleOptions(deps: RolesServiceDeps) {
  const { roles } = deps;
  return async (principal: Principal): Promise<RoleOption[]> => roles.listOptions(principal.tenantId);
}
