/**
 * 系统管理: menus, roles, users, dictionaries, banners and commissions. Each page is its own
 * chunk, loaded when its route opens. Pages are built from components/back-office.
 */
import type { RoleManageDeps } from './roles/role-manage-deps';

export const loadDictionariesPage = () =>
  import('./dictionaries/dictionaries-page').then((module) => module.DictionariesPage);
export const loadBannersPage = () => import('./banners/banners-page').then((module) => module.BannersPage);

export const loadCommissionPage = () =>
  import('./commissions/components/commission-page').then((module) => module.CommissionPage);
export const loadUsersPage = () => import('./users/components/users-page').then((module) => module.UsersPage);

export const loadMenuManagePage = () =>
  import('./menus/components/menu-manage-page').then((module) => module.MenuManagePage);
export const loadRoleManagePage = (deps: RoleManageDeps) =>
  import('./roles/components/role-manage-page').then((module) => module.createRoleManagePage(deps));
