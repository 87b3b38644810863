import {
  ORG_OPTIONS_LIMIT,
  type OrgOption,
  type UserAdminRow,
  type UserFilter,
  type UserPageBody,
} from '@lyp/shared/system/user-admin.schemas';
import type { Actor } from '../../operation-log';
import type { UserAdminServiceDeps } from '../user-admin-deps';
import { toUserAdminRow } from '../user-changes';
import { exportUsers } from '../user-export';
import { userAdminRules } from './user-admin-rules';
import { pageWindow } from '../../../lib/paging';

export function pageUsers(deps: UserAdminServiceDeps) {
  const { users } = deps;
  return async (actor: Actor, body: UserPageBody) => {
    const { current, size, ...filter } = body;
    const { rows, total } = await users.page({
      tenantId: actor.tenantId,
      filter,
      ...pageWindow({ current, size }),
    });
    return { records: rows.map(toUserAdminRow), total, current, size };
  };
}
/** The list as filtered, as an .xlsx file. */
export function exportUserList(deps: UserAdminServiceDeps) {
  const { users, clock } = deps;
  return (actor: Actor, filter: UserFilter) => {
    return exportUsers({ users, clock }, actor.tenantId, filter);
  };
}

export function getUser(deps: UserAdminServiceDeps) {
  const { requireUser } = userAdminRules(deps);
  return async (actor: Actor, id: number): Promise<UserAdminRow> => {
    return toUserAdminRow(await requireUser(actor, id));
  };
}

export function listOrganisationOptions(deps: UserAdminServiceDeps) {
  const { users } = deps;
  return async (actor: Actor, keyword: string | undefined): Promise<OrgOption[]> => {
    return users.organisationOptions(actor.tenantId, keyword, ORG_OPTIONS_LIMIT);
  };
}
