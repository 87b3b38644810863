import type { RolesServiceDeps } from './roles-deps';
import { addRole } from './use-cases/add-role';
import { editRole } from './use-cases/edit-role';
import { getRoleMenus, grantRoleMenus } from './use-cases/grant-role-menus';
import { exportRoleList, listRoleOptions, pageRoles } from './use-cases/list-roles';
import { removeRole } from './use-cases/remove-role';

export type { RolesServiceDeps } from './roles-deps';

export function createRolesService(deps: RolesServiceDeps) {
  return {
    page: pageRoles(deps),
    pageExport: exportRoleList(deps),
    list: listRoleOptions(deps),
    add: addRole(deps),
    edit: editRole(deps),
    remove: removeRole(deps),
    menus: getRoleMenus(deps),
    grant: grantRoleMenus(deps),
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
