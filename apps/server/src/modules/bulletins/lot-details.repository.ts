import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotSpecifiedBidders, lots, lotViewings, users } from '../../db/schema';

export type ViewingRecord = typeof lotViewings.$inferSelect;

/**
 * The deposits ledger, as bulletins need it: lots taken back (withdrawn, revoked) or bidders
 * taken off a list free their frozen deposits in the same transaction, so no crash in between
 * can leave money frozen on a lot nobody may bid on.
 */
export interface BulletinsLedger {
  releaseForLots(
    lotIds: number[],
    options: { userIds?: number[]; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
}

/** What a seller keeps beside a lot on its own screens: 看货 viewings and 定向 specified bidders. */
export interface LotDetailsRepository {
  listViewings(lotId: number): Promise<ViewingRecord[]>;
  findViewing(id: number): Promise<ViewingRecord | undefined>;
  insertViewing(values: Omit<typeof lotViewings.$inferInsert, 'id'>): Promise<ViewingRecord>;
  updateViewing(id: number, values: Partial<typeof lotViewings.$inferInsert>): Promise<ViewingRecord>;
  /** The new list; frozen deposits of users taken off it are freed in the same transaction. */
  replaceSpecifiedBidders(lotId: number, userIds: number[], now: Date): Promise<{ releasedDeposits: number }>;
  listSpecifiedBidders(lotId: number): Promise<Array<{ userId: number; phone: string; name: string }>>;
  isSpecifiedBidder(lotId: number, userId: number): Promise<boolean>;
  findUsersByPhones(phones: string[]): Promise<Array<{ id: number; phone: string }>>;
}

export function createLotDetailsRepository(db: DbOrTx, ledger: BulletinsLedger): LotDetailsRepository {
  return {
    async listViewings(lotId) {
      return db
        .select()
        .from(lotViewings)
        .where(eq(lotViewings.lotId, lotId))
        .orderBy(asc(lotViewings.startsAt));
    },

    async findViewing(id) {
      const [row] = await db.select().from(lotViewings).where(eq(lotViewings.id, id));
      return row;
    },

    async insertViewing(values) {
      const [row] = await db.insert(lotViewings).values(values).returning();
      if (!row) throw new Error('viewing insert returned nothing');
      return row;
    },

    async updateViewing(id, values) {
      const [row] = await db.update(lotViewings).set(values).where(eq(lotViewings.id, id)).returning();
      if (!row) throw new Error('viewing update returned nothing');
      return row;
    },

    async replaceSpecifiedBidders(lotId, userIds, now) {
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
    },

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
  };
}
