import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, roles, userOrganisations, userRoles } from '../../db/schema';

export interface Membership {
  orgId: number;
  name: string;
  type: 'platform' | 'company' | 'personal';
  isDefault: boolean;
}

export type OrganisationRecord = typeof organisations.$inferSelect;

/** The organisations and roles a user belongs to. */
export function createUserMembershipQueries(db: Db) {
  return {
    /** The caller's organisations, default first. */
    async listMemberships(userId: number): Promise<Membership[]> {
      return db
        .select({
          orgId: organisations.id,
          name: organisations.name,
          type: organisations.type,
          isDefault: userOrganisations.isDefault,
        })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
        .where(eq(userOrganisations.userId, userId))
        .orderBy(desc(userOrganisations.isDefault), asc(userOrganisations.createdAt), asc(organisations.id));
    },

    async findOrganisation(orgId: number): Promise<OrganisationRecord | undefined> {
      const [org] = await db.select().from(organisations).where(eq(organisations.id, orgId));
      return org;
    },

    async listRoles(userId: number): Promise<Array<{ code: string; name: string }>> {
      return db
        .select({ code: roles.code, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(roles.sort));
    },
  };
}
