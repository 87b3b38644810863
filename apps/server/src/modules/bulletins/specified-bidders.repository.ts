import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotSpecifiedBidders, lots, users } from '../../db/schema';
import type { BulletinsLedger } from './bulletins-ledger';

/** 定向竞价's specified bidders: the registered users who alone may bid on a restricted lot. */
export interface SpecifiedBiddersRepository {
  /** The new list; frozen deposits of users taken off it are freed in the same transaction. */
  replaceSpecifiedBidders(lotId: number, userIds: number[], now: Date): Promise<{ releasedDeposits: number }>;
  listSpecifiedBidders(lotId: number): Promise<Array<{ userId: number; phone: string; name: string }>>;
  isSpecifiedBidder(lotId: number, userId: number): Promise<boolean>;
  findUsersByPhones(phones: string[]): Promise<Array<{ id: number; phone: string }>>;
  specifiedBiddersOf(
    lotIds: number[],
  ): Promise<Array<{ lotId: number; userId: number; phone: string; name: string }>>;
}

async function replaceSpecifiedBidders(
  db: DbOrTx,
  ledger: BulletinsLedger,
  lotId: number,
  userIds: number[],
  now: Date,
): Promise<{ releasedDeposits: number }> {
  return db.transaction(async (tx) => {
    // The lot is locked, so a deposit confirmed meanwhile (which reads it FOR SHARE) is
    // judged wholly before this change (and freed below) or wholly after (and not frozen).
    await tx.select({ id: lots.id }).from(lots).where(eq(lots.id, lotId)).for('update');
    const dropped = await tx
      .delete(lotSpecifiedBidders)
      .where(eq(lotSpecifiedBidders.lotId, lotId))
      .returning({ userId: lotSpecifiedBidders.userId });
    if (userIds.length > 0) {
      await tx
        .insert(lotSpecifiedBidders)
        .values(userIds.map((userId) => ({ lotId, userId, createdAt: now })));
    }
    const kept = new Set(userIds);
    const removed = dropped.map((entry) => entry.userId).filter((userId) => !kept.has(userId));
    // Whoever leaves the list may no longer bid: their frozen deposit is freed with it.
    const released =
      removed.length === 0
        ? []
        : await ledger.releaseForLots(
            [lotId],
            { userIds: removed, note: '已被委托方移出定向竞买人名单，保证金释放退还', now },
            tx,
          );
    return { releasedDeposits: released.length };
  });
}

export function createSpecifiedBiddersRepository(
  db: DbOrTx,
  ledger: BulletinsLedger,
): SpecifiedBiddersRepository {
  return {
    replaceSpecifiedBidders: (lotId, userIds, now) =>
      replaceSpecifiedBidders(db, ledger, lotId, userIds, now),

    async listSpecifiedBidders(lotId) {
      const rows = await db
        .select({
          userId: users.id,
          phone: users.phone,
          actualName: users.actualName,
          username: users.username,
        })
        .from(lotSpecifiedBidders)
        .innerJoin(users, eq(users.id, lotSpecifiedBidders.userId))
        .where(eq(lotSpecifiedBidders.lotId, lotId))
        .orderBy(asc(lotSpecifiedBidders.createdAt));
      return rows.map((row) => ({
        userId: row.userId,
        phone: row.phone,
        name: row.actualName ?? row.username ?? row.phone,
      }));
    },

    async isSpecifiedBidder(lotId, userId) {
      const [row] = await db
        .select({ lotId: lotSpecifiedBidders.lotId })
        .from(lotSpecifiedBidders)
        .where(and(eq(lotSpecifiedBidders.lotId, lotId), eq(lotSpecifiedBidders.userId, userId)));
      return row !== undefined;
    },

    async findUsersByPhones(phones) {
      if (phones.length === 0) return [];
      return db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, phones));
    },

    async specifiedBiddersOf(lotIds) {
      if (lotIds.length === 0) return [];
      const rows = await db
        .select({
          lotId: lotSpecifiedBidders.lotId,
          userId: users.id,
          phone: users.phone,
          actualName: users.actualName,
          username: users.username,
        })
        .from(lotSpecifiedBidders)
        .innerJoin(users, eq(users.id, lotSpecifiedBidders.userId))
        .where(inArray(lotSpecifiedBidders.lotId, lotIds))
        .orderBy(asc(lotSpecifiedBidders.createdAt), asc(users.id));
      return rows.map((row) => ({
        lotId: row.lotId,
        userId: row.userId,
        phone: row.phone,
        name: row.actualName ?? row.username ?? row.phone,
      }));
    },
  };
}
