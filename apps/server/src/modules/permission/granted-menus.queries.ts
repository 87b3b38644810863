import type { CompanyAuthStatus } from '@lyp/shared/company/company.schemas';
import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { heldByMainAccount } from '../../db/sub-account-bound';
import {
  companyCertifications,
  menus,
  roleMenus,
  subAccountGrants,
  subAccounts,
  userRoles,
} from '../../db/schema';

/** Where the organisation acted for stands as a company, and whether the caller is its sub-account. */
export interface CompanyStanding {
  certificationStatus: CompanyAuthStatus | null;
  legalPerson: string | null;
  bankChangePending: boolean;
  isSubAccount: boolean;
}

/** What the caller holds while acting for an organisation, and where that organisation stands. */
export function createGrantedMenuQueries(db: Db) {
  /**
   * Menu ids granted to the user through any of their roles, and, for a sub-account acting for
   * its company, those the company granted it that its main account still holds.
   */
  const grantedMenuIds = (userId: number, orgId: number) =>
    union(
      db
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .innerJoin(userRoles, eq(userRoles.roleId, roleMenus.roleId))
        .where(eq(userRoles.userId, userId)),
      db
        .select({ menuId: subAccountGrants.menuId })
        .from(subAccountGrants)
        .innerJoin(subAccounts, eq(subAccounts.userId, subAccountGrants.userId))
        .where(
          and(
            eq(subAccounts.userId, userId),
            eq(subAccounts.orgId, orgId),
            heldByMainAccount(subAccountGrants.menuId, subAccounts.orgId),
          ),
        ),
    );

  return {
    /** Menus and buttons granted to the user while acting for the organisation, in display order. */
    async listGrantedMenus(userId: number, orgId: number): Promise<MenuItem[]> {
      const rows = await db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          code: menus.code,
          name: menus.name,
          path: menus.path,
          icon: menus.icon,
          sort: menus.sort,
          isHidden: menus.isHidden,
          metaKeepalive: menus.metaKeepalive,
          type: menus.type,
        })
        .from(menus)
        .where(inArray(menus.id, grantedMenuIds(userId, orgId)))
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
      return rows.map((row) => ({
        ...row,
        isHidden: row.isHidden === 0 ? 0 : 1,
        metaKeepalive: row.metaKeepalive === 0 ? 0 : 1,
      }));
    },

    /** One row whether or not the organisation has a certification: one query of the profile's round. */
    async companyStanding(userId: number, orgId: number): Promise<CompanyStanding> {
      const [row] = await db
        .select({
          certificationStatus: companyCertifications.status,
          legalPerson: companyCertifications.legalPerson,
          bankChangePending: sql<boolean>`coalesce(${companyCertifications.bankChangeStatus} = 'submitted', false)`,
          isSubAccount: sql<boolean>`exists (select 1 from ${subAccounts} where ${subAccounts.userId} = ${userId} and ${subAccounts.orgId} = ${orgId})`,
        })
        .from(sql`(select 1) as one`)
        .leftJoin(companyCertifications, eq(companyCertifications.orgId, orgId));
      return {
        certificationStatus: row?.certificationStatus ?? null,
        legalPerson: row?.legalPerson ?? null,
        bankChangePending: row?.bankChangePending ?? false,
        isSubAccount: row?.isSubAccount ?? false,
      };
    },
  };
}
