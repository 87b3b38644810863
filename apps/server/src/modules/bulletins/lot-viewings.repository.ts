import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lotViewings } from '../../db/schema';

export type ViewingRecord = typeof lotViewings.$inferSelect;
export type NewViewing = Omit<typeof lotViewings.$inferInsert, 'id' | 'lotId'>;

/** 看货 viewings: one lot's on the seller's screen, and many lots' for a bulletin's view. */
export interface LotViewingsRepository {
  listViewings(lotId: number): Promise<ViewingRecord[]>;
  findViewing(id: number): Promise<ViewingRecord | undefined>;
  insertViewing(values: Omit<typeof lotViewings.$inferInsert, 'id'>): Promise<ViewingRecord>;
  updateViewing(id: number, values: Partial<typeof lotViewings.$inferInsert>): Promise<ViewingRecord>;
  /** The viewings of many lots, for a bulletin's view, in time order. */
  viewingsOf(lotIds: number[]): Promise<ViewingRecord[]>;
}

export function createLotViewingsRepository(db: DbOrTx): LotViewingsRepository {
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

    async viewingsOf(lotIds) {
      if (lotIds.length === 0) return [];
      return db
        .select()
        .from(lotViewings)
        .where(inArray(lotViewings.lotId, lotIds))
        .orderBy(asc(lotViewings.startsAt), asc(lotViewings.id));
    },
  };
}
