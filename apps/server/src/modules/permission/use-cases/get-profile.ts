import type { PermissionListBody, Profile } from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { PermissionServiceDeps } from '../permission-deps';
import { toCompanyInfo, toShortcuts } from '../permission.view';

/**
 * The caller's profile, menus and buttons. The payload can only pick one of the caller's
 * own organisations; naming another user or tenant is refused.
 */
export function getProfile(deps: PermissionServiceDeps) {
  const { users, permissions } = deps;
  return async (principal: Principal, body: PermissionListBody): Promise<Profile> => {
    if (body.userId !== undefined && body.userId !== principal.userId)
      throw new AppError('PROFILE_OTHER_USER');
    if (body.tenantId !== undefined && body.tenantId !== principal.tenantId)
      throw new AppError('PROFILE_OTHER_USER');

    const memberships = await users.listMemberships(principal.userId);
    const orgId = body.orgId ?? principal.orgId;
    if (!memberships.some((membership) => membership.orgId === orgId)) throw new AppError('ORG_NOT_MEMBER');
    if (orgId !== principal.orgId) await deps.switchOrganisation(principal.tokenId, orgId);

    const [user, roles, granted, favourites, history, organisation, company] = await Promise.all([
      users.findById(principal.userId),
      users.listRoles(principal.userId),
      permissions.listGrantedMenus(principal.userId, orgId),
      permissions.listFavourites(principal.userId),
      permissions.listHistory(principal.userId),
      users.findOrganisation(orgId),
      permissions.companyStanding(principal.userId, orgId),
    ]);
    if (!user || !organisation) throw new AppError('UNAUTHENTICATED');

    const menu = granted.filter((item) => item.type === 'menu');
    const menuById = new Map(menu.map((item) => [item.id, item]));
    return {
      userInfo: {
        userId: user.id,
        tenantId: user.tenantId,
        orgId,
        username: user.username,
        actualName: user.actualName,
        phone: user.phone,
        roles,
        passwordChangedAt: user.passwordChangedAt.toISOString(),
      },
      companyInfo: organisation.type === 'personal' ? null : toCompanyInfo(organisation, company),
      subAccountInfo: company.isSubAccount
        ? {
            companyName: organisation.name,
            interbankAccount: organisation.interbankAccount,
            bankNumber: organisation.bankNumber,
          }
        : null,
      org: memberships.map((membership) => ({
        orgId: membership.orgId,
        orgName: membership.name,
        orgType: membership.type,
        isDefault: membership.isDefault,
        isCurrent: membership.orgId === orgId,
      })),
      menu,
      button: granted
        .filter((item) => item.type === 'button')
        .map(({ id, code, name }) => ({ id, code, name })),
      // Shortcuts to menus the user no longer has are dropped.
      collect: toShortcuts(favourites, menuById),
      history: toShortcuts(history, menuById),
    };
  };
}
