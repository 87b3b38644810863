import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dictItems, dictTypes, subAccounts, userOrganisations } from '../../db/schema';

/** Who may send and read an organisation's qualifications, and which kinds may be sent. */
export function createQualificationHolders(db: Db) {
  const membership = (userId: number, orgId: number) =>
    and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId));
  return {
    /** Whether the kind is one of the dictionary's enabled options. */
    async isOfferedType(typeCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: dictItems.id })
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
        .where(
          and(
            eq(dictTypes.code, DICT_CODES.bidderQualification),
            eq(dictItems.value, typeCode),
            eq(dictItems.isEnabled, true),
          ),
        );
      return row !== undefined;
    },

    /** A member who acts for the organisation's papers: not a sub-account (子账号). */
    async isManagingMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(
          and(
            membership(userId, orgId),
            sql`not exists (select 1 from ${subAccounts} where ${subAccounts.userId} = ${userId})`,
          ),
        );
      return row !== undefined;
    },

    async isMember(userId: number, orgId: number): Promise<boolean> {
      const [row] = await db
        .select({ orgId: userOrganisations.orgId })
        .from(userOrganisations)
        .where(membership(userId, orgId));
      return row !== undefined;
    },
  };
}
