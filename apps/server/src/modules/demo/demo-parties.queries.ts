import { and, count, eq, gt, inArray, like, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lots, organisations, userOrganisations, users } from '../../db/schema';

export interface DemoParty {
  userId: number;
  orgId: number;
}

/** Who the demo accounts are, and whether the demo needs a new round. */
export function createDemoPartiesQueries(db: Db) {
  async function party(username: string, orgName?: string): Promise<DemoParty | undefined> {
    const [row] = await db
      .select({ userId: users.id, orgId: userOrganisations.orgId })
      .from(users)
      .innerJoin(userOrganisations, eq(userOrganisations.userId, users.id))
      .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
      .where(
        and(
          eq(users.username, username),
          orgName ? eq(organisations.name, orgName) : eq(userOrganisations.isDefault, true),
        ),
      );
    return row;
  }

  return {
    party,

    async tenantOf(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ tenantId: users.tenantId }).from(users).where(eq(users.id, userId));
      return row?.tenantId;
    },

    /** Lots open to bids now and for a while yet: while there are some, the demo needs no new round. */
    async countLiveLots(now: Date, until: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(lots)
        .where(
          and(
            inArray(lots.status, ['scheduled', 'bidding']),
            lte(lots.startsAt, now),
            gt(lots.endsAt, until),
          ),
        );
      return row?.total ?? 0;
    },

    async countDemoBulletins(titleMark: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(bulletins)
        .where(like(bulletins.title, `%${titleMark}%`));
      return row?.total ?? 0;
    },
  };
}
