import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, lots, organisations, runnerUpOffers } from '../../db/schema';

/** The lot fields deposits and bidding need, with its bulletin's seller and status. */
export interface LotForDeposit {
  id: number;
  title: string;
  status: (typeof lots.$inferSelect)['status'];
  depositFen: number;
  restricted: boolean;
  startsAt: Date;
  endsAt: Date;
  sellerOrgId: number;
  bulletinStatus: (typeof bulletins.$inferSelect)['status'];
}

/** What a lot asks for a deposit, and where deposits are paid. */
export function createDepositTermsQueries(db: Db) {
  return {
    async lotForDeposit(lotId: number): Promise<LotForDeposit | undefined> {
      const [row] = await db
        .select({
          id: lots.id,
          title: lots.title,
          status: lots.status,
          depositFen: lots.depositFen,
          restricted: lots.restricted,
          startsAt: lots.startsAt,
          endsAt: lots.endsAt,
          sellerOrgId: bulletins.sellerOrgId,
          bulletinStatus: bulletins.status,
        })
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .where(eq(lots.id, lotId));
      return row;
    },

    /**
     * The deadline of the user's open 悔拍递补 offer on the lot, if any: while it runs, the closed
     * lot takes their deposit (paid anew, when theirs was released at the close).
     */
    async openOfferDeadline(lotId: number, userId: number): Promise<Date | null> {
      const [offer] = await db
        .select({ deadlineAt: runnerUpOffers.deadlineAt })
        .from(runnerUpOffers)
        .where(
          and(
            eq(runnerUpOffers.lotId, lotId),
            eq(runnerUpOffers.userId, userId),
            eq(runnerUpOffers.status, 'open'),
          ),
        );
      return offer?.deadlineAt ?? null;
    },

    /** Where deposits are paid: the platform operator's account. */
    async platformAccount() {
      const [org] = await db
        .select({
          name: organisations.name,
          bankName: organisations.bankName,
          bankNumber: organisations.bankNumber,
          interbankAccount: organisations.interbankAccount,
        })
        .from(organisations)
        .where(eq(organisations.type, 'platform'))
        .limit(1);
      return org;
    },
  };
}
