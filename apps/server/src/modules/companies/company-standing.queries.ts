import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyCertifications, organisations, subAccounts, userOrganisations } from '../../db/schema';
import type { CompanyCertRecord } from './company-cert.types';

/** Who is calling, as the company rules need it: the organisation they act for and what they are there. */
export interface ActingStanding {
  org: { id: number; tenantId: number; name: string; type: 'platform' | 'company' | 'personal' } | undefined;
  isMember: boolean;
  /** The organisation the caller is a sub-account (子账号) of, if they are one. */
  subAccountOrgId: number | null;
  /** The certification of the organisation acted for, if it has one. */
  certification: CompanyCertRecord | undefined;
}

/** Reads of who may act for an organisation and its application. */
export function createCompanyStandingQueries(db: DbOrTx) {
  return {
    async standing(userId: number, orgId: number): Promise<ActingStanding> {
      const [row] = await db
        .select({
          id: organisations.id,
          tenantId: organisations.tenantId,
          name: organisations.name,
          type: organisations.type,
          memberOrgId: userOrganisations.orgId,
          subAccountOrgId: subAccounts.orgId,
          certification: companyCertifications,
        })
        .from(organisations)
        .leftJoin(
          userOrganisations,
          and(eq(userOrganisations.orgId, organisations.id), eq(userOrganisations.userId, userId)),
        )
        .leftJoin(subAccounts, eq(subAccounts.userId, userId))
        .leftJoin(companyCertifications, eq(companyCertifications.orgId, organisations.id))
        .where(eq(organisations.id, orgId));
      if (!row) return { org: undefined, isMember: false, subAccountOrgId: null, certification: undefined };
      return {
        org: { id: row.id, tenantId: row.tenantId, name: row.name, type: row.type },
        isMember: row.memberOrgId !== null,
        subAccountOrgId: row.subAccountOrgId,
        certification: row.certification ?? undefined,
      };
    },

    /** Whether the user may act for the organisation's application: a member, and not its sub-account. */
    async isManagingMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(
          and(
            eq(userOrganisations.userId, userId),
            eq(userOrganisations.orgId, orgId),
            sql`not exists (select 1 from ${subAccounts} where ${subAccounts.userId} = ${userId})`,
          ),
        );
      return row !== undefined;
    },

    async isMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
      return row !== undefined;
    },
  };
}
