import type {
  CompanyInfo,
  MenuItem,
  MenuShortcut,
  PermissionListBody,
  Profile,
} from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { OrganisationRecord, UsersRepository } from '../users';
import type { MenuVisit, PermissionRepository } from './permission.repository';

export interface PermissionServiceDeps {
  users: UsersRepository;
  permissions: PermissionRepository;
  /** Makes the caller's token act for another of their organisations. */
  switchOrganisation(tokenId: number, orgId: number): Promise<void>;
}

export function createPermissionService(deps: PermissionServiceDeps) {
  const { users, permissions } = deps;

  return {
    /**
     * The caller's profile, menus and buttons. The payload can only pick one of the caller's
     * own organisations; naming another user or tenant is refused.
     */
    async getProfile(principal: Principal, body: PermissionListBody): Promise<Profile> {
      if (body.userId !== undefined && body.userId !== principal.userId)
        throw new AppError('PROFILE_OTHER_USER');
      if (body.tenantId !== undefined && body.tenantId !== principal.tenantId)
        throw new AppError('PROFILE_OTHER_USER');

      const memberships = await users.listMemberships(principal.userId);
      const orgId = body.orgId ?? principal.orgId;
      if (!memberships.some((membership) => membership.orgId === orgId)) throw new AppError('ORG_NOT_MEMBER');
      if (orgId !== principal.orgId) await deps.switchOrganisation(principal.tokenId, orgId);

      const [user, roles, granted, favourites, history, organisation] = await Promise.all([
        users.findById(principal.userId),
        users.listRoles(principal.userId),
        permissions.listGrantedMenus(principal.userId),
        permissions.listFavourites(principal.userId),
        permissions.listHistory(principal.userId),
        users.findOrganisation(orgId),
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
        companyInfo: organisation.type === 'personal' ? null : toCompanyInfo(organisation),
        subAccountInfo: null,
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
    },
  };
}

export type PermissionService = ReturnType<typeof createPermissionService>;

function toShortcuts(visits: MenuVisit[], menuById: Map<number, MenuItem>): MenuShortcut[] {
  return visits.flatMap((visit) => {
    const item = menuById.get(visit.menuId);
    return item
      ? [{ menuId: item.id, code: item.code, name: item.name, path: item.path, at: visit.at.toISOString() }]
      : [];
  });
}

function toCompanyInfo(organisation: OrganisationRecord): CompanyInfo {
  return {
    companyName: organisation.name,
    companyCode: organisation.companyCode,
    interbankAccount: organisation.interbankAccount,
    bankNumber: organisation.bankNumber,
    bankName: organisation.bankName,
    contactPerson: organisation.contactPerson,
    contactPhone: organisation.contactPhone,
    contactTel: organisation.contactTel,
    contactMail: organisation.contactMail,
    companyAddr: organisation.companyAddr,
    detailAddr: organisation.detailAddr,
  };
}
