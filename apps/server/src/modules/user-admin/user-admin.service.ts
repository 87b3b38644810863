import type { UserAdminServiceDeps } from './user-admin-deps';
import { addUser } from './use-cases/add-user';
import { editUser } from './use-cases/edit-user';
import { exportUserList, getUser, listOrganisationOptions, pageUsers } from './use-cases/read-users';
import { resetUserPassword } from './use-cases/reset-user-password';
import { setUserStatus } from './use-cases/set-user-status';
import { unlockUser } from './use-cases/unlock-user';

export type { Caller, UserAdminServiceDeps } from './user-admin-deps';

export function createUserAdminService(deps: UserAdminServiceDeps) {
  return {
    page: pageUsers(deps),
    export: exportUserList(deps),
    get: getUser(deps),
    add: addUser(deps),
    edit: editUser(deps),
    resetPassword: resetUserPassword(deps),
    setStatus: setUserStatus(deps),
    unlock: unlockUser(deps),
    organisationOptions: listOrganisationOptions(deps),
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
