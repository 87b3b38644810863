import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  bulletins,
  commissionTiers,
  menus,
  organisations,
  roleMenus,
  userOrganisations,
  userRoles,
} from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { containing } from '../../db/like';

/** Advisory lock namespace of commission tiers; the second key is the seller's org id, 0 for the default. */
const TIERS_LOCK_NAMESPACE = 720_010;

type TierRow = { sellerOrgId: number | null; upToFen: number | null; rateBps: number; updatedAt: Date };

export interface StoredTiers {
  tiers: CommissionTier[];
  /** The last save; null when none is stored. */
  updatedAt: Date | null;
}

export interface SellerCompany {
  id: number;
  name: string;
  companyCode: string | null;
}

export interface SellerPageQuery {
  tenantId: number;
  keyword?: string;
  hasOverride?: boolean;
  offset: number;
  limit: number;
}

/** Bands in order: by upper bound, the unbounded one last (saved lists are ascending). */
const bandOrder = [sql`${commissionTiers.upToFen} asc nulls last`, asc(commissionTiers.id)];

function stored(rows: TierRow[]): StoredTiers {
  return {
    tiers: rows.map((row) => ({ upToFen: row.upToFen, rateBps: row.rateBps })),
    updatedAt: rows.reduce<Date | null>(
      (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
      null,
    ),
  };
}

const ownerIs = (sellerOrgId: number | null) =>
  sellerOrgId === null ? isNull(commissionTiers.sellerOrgId) : eq(commissionTiers.sellerOrgId, sellerOrgId);

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

export function createCommissionsRepository(db: DbOrTx) {
  const selectTiers = () =>
    db
      .select({
        sellerOrgId: commissionTiers.sellerOrgId,
        upToFen: commissionTiers.upToFen,
        rateBps: commissionTiers.rateBps,
        updatedAt: commissionTiers.updatedAt,
      })
      .from(commissionTiers);

  return {
    /** A seller's own tiers (orgId) or the platform's default (null); empty when none are stored. */
    async tiersOf(sellerOrgId: number | null): Promise<StoredTiers> {
      return stored(
        await selectTiers()
          .where(ownerIs(sellerOrgId))
          .orderBy(...bandOrder),
      );
    },

    /** The seller's tiers and the platform's default in one read, for a sale being closed. */
    async tiersForSale(
      sellerOrgId: number,
    ): Promise<{ seller: CommissionTier[]; platform: CommissionTier[] }> {
      const rows = await selectTiers()
        .where(or(eq(commissionTiers.sellerOrgId, sellerOrgId), isNull(commissionTiers.sellerOrgId)))
        .orderBy(...bandOrder);
      return {
        seller: stored(rows.filter((row) => row.sellerOrgId === sellerOrgId)).tiers,
        platform: stored(rows.filter((row) => row.sellerOrgId === null)).tiers,
      };
    },

    /**
     * Holds one owner's bands until the transaction ends, so that two saves cannot interleave
     * their delete and insert, and what is read as "before" is what gets replaced.
     */
    async lockOwner(sellerOrgId: number | null): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${TIERS_LOCK_NAMESPACE}, ${sellerOrgId ?? 0})`);
    },

    /** Replaces all the bands of one owner; inside a transaction, after lockOwner. */
    async replace(sellerOrgId: number | null, tiers: readonly CommissionTier[], now: Date): Promise<void> {
      await db.delete(commissionTiers).where(ownerIs(sellerOrgId));
      await db.insert(commissionTiers).values(
        tiers.map((tier) => ({
          sellerOrgId,
          upToFen: tier.upToFen,
          rateBps: tier.rateBps,
          createdAt: now,
          updatedAt: now,
        })),
      );
    },

    /** Removes a seller's own bands; answers how many there were. */
    async remove(sellerOrgId: number): Promise<number> {
      const removed = await db
        .delete(commissionTiers)
        .where(eq(commissionTiers.sellerOrgId, sellerOrgId))
        .returning({ id: commissionTiers.id });
      return removed.length;
    },

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

    /** Each listed seller's own tiers, for a page of sellers. */
    async tiersOfSellers(orgIds: number[]): Promise<Map<number, StoredTiers>> {
      const byOrg = new Map<number, StoredTiers>();
      if (orgIds.length === 0) return byOrg;
      const rows = await selectTiers()
        .where(inArray(commissionTiers.sellerOrgId, orgIds))
        .orderBy(...bandOrder);
      for (const orgId of orgIds) {
        const own = rows.filter((row) => row.sellerOrgId === orgId);
        if (own.length > 0) byOrg.set(orgId, stored(own));
      }
      return byOrg;
    },
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;

/** What a change and its operation-log entry write, bound to one transaction. */
export interface CommissionsUnit {
  commissions: CommissionsRepository;
  logs: OperationLogRepository;
}

/** Runs `work` in one transaction: the change and its log entry commit or roll back together. */
export function commissionsTransaction(db: Db) {
  return <T>(work: (unit: CommissionsUnit) => Promise<T>): Promise<T> =>
    db.transaction((tx) =>
      work({ commissions: createCommissionsRepository(tx), logs: createOperationLogRepository(tx) }),
    );
}
