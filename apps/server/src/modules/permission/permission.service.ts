import type {
  CompanyInfo,
  MenuCollectBody,
  MenuHistoryBody,
  MenuItem,
  MenuShortcut,
  PermissionListBody,
  Profile,
} from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { OrganisationRecord, UsersRepository } from '../users';
import type { CompanyStanding, MenuVisit, PermissionRepository } from './permission.repository';

export interface PermissionServiceDeps {
  users: UsersRepository;
  permissions: PermissionRepository;
  /** Makes the caller's token act for another of their organisations. */
  switchOrganisation(tokenId: number, orgId: number): Promise<void>;
  clock: Clock;
}

export function createPermissionService(deps: PermissionServiceDeps) {
  const { users, permissions, clock } = deps;

  /** The caller's own menus (not buttons), by id: shortcuts may only point at these. */
  async function grantedMenus(principal: Principal): Promise<Map<number, MenuItem>> {
    const granted = await permissions.listGrantedMenus(principal.userId, principal.orgId);
    return new Map(granted.filter((item) => item.type === 'menu').map((item) => [item.id, item]));
  }

  async function requireGrantedMenu(principal: Principal, menuId: number): Promise<Map<number, MenuItem>> {
    const menuById = await grantedMenus(principal);
    if (!menuById.has(menuId)) throw new AppError('MENU_NOT_GRANTED');
    return menuById;
  }

  return {
    /** Adds a menu to the caller's favourites (MenuCollect) or removes it. */
    async setFavourite(principal: Principal, body: MenuCollectBody): Promise<MenuShortcut[]> {
      const menuById = await requireGrantedMenu(principal, body.menuId);
      await permissions.setFavourite(principal.userId, body.menuId, body.collected, clock.now());
      return toShortcuts(await permissions.listFavourites(principal.userId), menuById);
    },

    /** Records that the caller opened a menu (MenuHistory), newest first. */
    async recordVisit(principal: Principal, body: MenuHistoryBody): Promise<MenuShortcut[]> {
      const menuById = await requireGrantedMenu(principal, body.menuId);
      await permissions.recordVisit(principal.userId, body.menuId, clock.now());
      return toShortcuts(await permissions.listHistory(principal.userId), menuById);
    },

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

function toCompanyInfo(organisation: OrganisationRecord, company: CompanyStanding): CompanyInfo {
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
    legalPerson: company.legalPerson,
    certificationStatus: company.certificationStatus ?? 'none',
    bankChangePending: company.bankChangePending,
  };
}
