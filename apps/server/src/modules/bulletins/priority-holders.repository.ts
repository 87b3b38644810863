import type { PriorityHolder } from '@lyp/shared/auction/priority-rights.schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotPriorityHolders, organisations, users } from '../../db/schema';

/** A holder as stored, before it is written for a lot: the lot's position decides which lot. */
export interface NewPriorityHolder {
  rank: number;
  userId: number | null;
  orgId: number | null;
  proofFileIds: string[];
}

/** 优先购买权人 of lots, in order, as the seller named them. */
export interface PriorityHoldersRepository {
  priorityHoldersOf(lotIds: number[]): Promise<Array<PriorityHolder & { lotId: number }>>;
  /** Holders written for a lot as they are (the demo's seeding; sellers go through the editor). */
  insertPriorityHolders(lotId: number, holders: NewPriorityHolder[], now: Date): Promise<void>;
}

export function createPriorityHoldersRepository(db: DbOrTx): PriorityHoldersRepository {
  return {
    async insertPriorityHolders(lotId, holders, now) {
      if (holders.length === 0) return;
      await db
        .insert(lotPriorityHolders)
        .values(holders.map((holder) => ({ ...holder, lotId, createdAt: now })));
    },

    async priorityHoldersOf(lotIds) {
      if (lotIds.length === 0) return [];
      const rows = await db
        .select({
          lotId: lotPriorityHolders.lotId,
          rank: lotPriorityHolders.rank,
          userId: lotPriorityHolders.userId,
          orgId: lotPriorityHolders.orgId,
          proofFileIds: lotPriorityHolders.proofFileIds,
          phone: users.phone,
          userName: users.actualName,
          username: users.username,
          orgName: organisations.name,
          companyCode: organisations.companyCode,
        })
        .from(lotPriorityHolders)
        .leftJoin(users, eq(users.id, lotPriorityHolders.userId))
        .leftJoin(organisations, eq(organisations.id, lotPriorityHolders.orgId))
        .where(inArray(lotPriorityHolders.lotId, lotIds))
        .orderBy(asc(lotPriorityHolders.lotId), asc(lotPriorityHolders.rank));
      return rows.map((row) => ({
        lotId: row.lotId,
        rank: row.rank,
        userId: row.userId,
        orgId: row.orgId,
        name: row.orgName ?? row.userName ?? row.username ?? row.phone ?? '',
        contact: row.orgId === null ? row.phone : row.companyCode,
        proofFileIds: row.proofFileIds,
      }));
    },
  };
}
