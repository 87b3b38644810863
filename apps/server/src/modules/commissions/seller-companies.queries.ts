import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import {
  bulletins,
  commissionTiers,
  menus,
  organisations,
  roleMenus,
  userOrganisations,
  userRoles,
} from '../../db/schema';
import type { SellerCompany, SellerPageQuery } from './commissions.types';

/**
 * A seller company: a company of the tenant that has a member whose role may publish
 * bulletins, or that already has bulletins (a seller whose role was since changed still has
 * sales to settle).
 */
function isSellerCompany(tenantId: number): SQL {
  const publisher = sql`exists (
    select 1 from ${userOrganisations}
      join ${userRoles} on ${userRoles.userId} = ${userOrganisations.userId}
      join ${roleMenus} on ${roleMenus.roleId} = ${userRoles.roleId}
      join ${menus} on ${menus.id} = ${roleMenus.menuId}
     where ${userOrganisations.orgId} = ${organisations.id} and ${menus.code} = ${PERMISSIONS.bulletinAdd.code})`;
  const hasBulletins = sql`exists (select 1 from ${bulletins} where ${bulletins.sellerOrgId} = ${organisations.id})`;
  return and(
    eq(organisations.tenantId, tenantId),
    eq(organisations.type, 'company'),
    or(publisher, hasBulletins),
  )!;
}

const hasOverrideSql = sql<boolean>`exists (select 1 from ${commissionTiers} where ${commissionTiers.sellerOrgId} = ${organisations.id})`;

/** The seller companies whose commission may be set: one of them, or a page. */
export function createSellerCompaniesQueries(db: DbOrTx) {
  return {
    /** A seller company of this tenant, or undefined (another tenant's, a person, a buyer's company). */
    async findSellerCompany(tenantId: number, orgId: number): Promise<SellerCompany | undefined> {
      const [row] = await db
        .select({ id: organisations.id, name: organisations.name, companyCode: organisations.companyCode })
        .from(organisations)
        .where(and(eq(organisations.id, orgId), isSellerCompany(tenantId)));
      return row;
    },

    /** Seller companies of a tenant, those with their own tiers first, then by id. */
    async sellerPage(query: SellerPageQuery) {
      const conditions: SQL[] = [isSellerCompany(query.tenantId)];
      if (query.keyword) {
        const pattern = containing(query.keyword);
        conditions.push(or(ilike(organisations.name, pattern), ilike(organisations.companyCode, pattern))!);
      }
      if (query.hasOverride !== undefined)
        conditions.push(query.hasOverride ? hasOverrideSql : sql`not ${hasOverrideSql}`);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: organisations.id,
            name: organisations.name,
            companyCode: organisations.companyCode,
            hasOverride: hasOverrideSql,
          })
          .from(organisations)
          .where(where)
          .orderBy(desc(hasOverrideSql), asc(organisations.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(organisations).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
