import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, companyCertifications, lotBarredUsers, users } from '../../db/schema';

/** Whether the user is barred from this lot (lot_barred_users): one rule for every read of a standing. */
export function lotBarredSql(lotId: SQLWrapper | number, userId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${lotBarredUsers}
    where ${lotBarredUsers.lotId} = ${lotId} and ${lotBarredUsers.userId} = ${userId})`;
}

/** What stands between a user and bidding on a lot. */
export interface BidderStanding {
  certified: boolean;
  /** Not certified yet, but an application waits for review (personal, or a company's by this user). */
  certificationPending?: boolean;
  barred: boolean;
  /** Barred from this lot only: a defaulter (悔拍) of the lot it puts up again (重新拍卖). */
  lotBarred: boolean;
  specified: boolean;
  /** A member of the selling organisation, whichever organisation they act for now. */
  sellerMember: boolean;
  /**
   * The lot's required qualifications (竞买人资质) none of the user's organisations holds
   * approved and valid today, by name; empty when the lot requires none or all are held.
   */
  missingQualifications?: string[];
}

/** The lot's required qualifications the user lacks at `now` (lyp_missing_qualifications, migration 0029). */
export function missingQualificationsSql(
  lotId: SQLWrapper | number,
  userId: SQLWrapper | number,
  now: SQLWrapper | Date,
): SQL<string[] | null> {
  return sql<string[] | null>`(select missing from lyp_missing_qualifications(${lotId}, array[${userId}::int],
    (${now}::timestamptz at time zone 'Asia/Shanghai')::date))`;
}

export function createBiddersRepository(db: Db) {
  return {
    /**
     * What stands between a user and bidding, in one read. Certification and the 定向 list are
     * the SQL functions of migration 0006, as the bid lock reads them.
     */
    async standing(userId: number, lotId: number, now: Date): Promise<BidderStanding> {
      const [row] = await db
        .select({
          certified: sql<boolean>`lyp_user_certified(${userId})`,
          certificationPending: sql<boolean>`(
            exists (select 1 from ${certifications}
                     where ${certifications.userId} = ${userId} and ${certifications.status} = 'pending')
            or exists (select 1 from ${companyCertifications}
                     where ${companyCertifications.applicantUserId} = ${userId}
                       and ${companyCertifications.status} = 'submitted'))`,
          biddingBarredAt: users.biddingBarredAt,
          specified: sql<boolean>`lyp_user_specified(${lotId}, ${userId})`,
          lotBarred: lotBarredSql(lotId, userId),
          missingQualifications: missingQualificationsSql(lotId, userId, now),
          sellerMember: sql<boolean>`exists (
            select 1 from lots l
              join bulletins b on b.id = l.bulletin_id
              join user_organisations uo on uo.org_id = b.seller_org_id
             where l.id = ${lotId} and uo.user_id = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      return {
        certified: row?.certified === true,
        certificationPending: row?.certificationPending === true,
        barred: row?.biddingBarredAt !== null && row?.biddingBarredAt !== undefined,
        specified: row?.specified === true,
        lotBarred: row?.lotBarred === true,
        sellerMember: row?.sellerMember === true,
        missingQualifications: row?.missingQualifications ?? [],
      };
    },
  };
}

export type BiddersRepository = ReturnType<typeof createBiddersRepository>;
