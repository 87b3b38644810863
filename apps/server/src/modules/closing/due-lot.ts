import type { CommissionTier } from '@lyp/shared/auction/auction-rules';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bulletins, deposits, lotBidders, organisations, users, type lots } from '../../db/schema';
import { createCommissionsRepository } from '../commissions';

export type LotRow = typeof lots.$inferSelect;

/** A lot whose deadline has passed, locked, with what its close needs to know. */
export interface DueLot {
  lot: LotRow;
  bulletin: {
    id: number;
    bulletinNo: string;
    title: string;
    sellerOrgId: number;
    commissionBps: number | null;
    keepRunnerUpDeposit: boolean;
  };
  sellerName: string;
  /** Commission tiers as stored when the lot closes: the seller's own (empty: none) and the platform's. */
  commissionTiers: { seller: CommissionTier[]; platform: CommissionTier[] };
  leader: null | {
    userId: number;
    name: string;
    alias: string;
    orgId: number;
    orgName: string;
    /** The leader's frozen deposit, which goes into the price. */
    frozenDepositFen: number;
  };
}

const buyerOrg = alias(organisations, 'buyer_org');

/** What the close of a locked lot needs: its bulletin, seller, and the leader with their deposit. */
export async function loadDue(tx: DbOrTx, lot: LotRow): Promise<DueLot> {
  const [bulletin] = await tx
    .select({
      id: bulletins.id,
      bulletinNo: bulletins.bulletinNo,
      title: bulletins.title,
      sellerOrgId: bulletins.sellerOrgId,
      commissionBps: bulletins.commissionBps,
      keepRunnerUpDeposit: bulletins.keepRunnerUpDeposit,
      sellerName: organisations.name,
    })
    .from(bulletins)
    .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
    .where(eq(bulletins.id, lot.bulletinId));
  if (!bulletin) throw new Error(`lot ${lot.id} has no bulletin`);
  const { sellerName, ...bulletinFields } = bulletin;
  let leader: DueLot['leader'] = null;
  if (lot.leaderUserId !== null) {
    const [row] = await tx
      .select({
        userId: users.id,
        name: sql<string>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
        alias: lotBidders.alias,
        orgId: deposits.orgId,
        orgName: buyerOrg.name,
        frozenDepositFen: deposits.frozenFen,
        depositStatus: deposits.status,
      })
      .from(users)
      .innerJoin(lotBidders, and(eq(lotBidders.userId, users.id), eq(lotBidders.lotId, lot.id)))
      .innerJoin(deposits, and(eq(deposits.userId, users.id), eq(deposits.lotId, lot.id)))
      .innerJoin(buyerOrg, eq(buyerOrg.id, deposits.orgId))
      .where(and(eq(users.id, lot.leaderUserId), notInArray(deposits.status, ['rejected'])))
      // The live deposit first: a released one from before a re-publication is only history.
      .orderBy(desc(sql`${deposits.status} = 'frozen'`), desc(deposits.id))
      .limit(1);
    if (row) {
      const { depositStatus, ...rest } = row;
      leader = { ...rest, frozenDepositFen: depositStatus === 'frozen' ? rest.frozenDepositFen : 0 };
    }
  }
  // Read in the close's transaction: a sale is charged the tiers in force when it closes.
  const commissionTiers = await createCommissionsRepository(tx).tiersForSale(bulletinFields.sellerOrgId);
  return { lot, bulletin: bulletinFields, sellerName, commissionTiers, leader };
}
