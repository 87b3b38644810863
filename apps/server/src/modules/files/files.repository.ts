import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type FileRecord = typeof files.$inferSelect;

export function createFilesRepository(db: DbOrTx) {
  return {
    async insert(values: Omit<typeof files.$inferInsert, 'id'>): Promise<FileRecord> {
      const [row] = await db.insert(files).values(values).returning();
      if (!row) throw new Error('file insert returned nothing');
      return row;
    },

    async findLive(id: string): Promise<FileRecord | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, id), isNull(files.deletedAt)));
      return row;
    },

    async findManyLive(ids: string[]): Promise<FileRecord[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(files)
        .where(and(inArray(files.id, ids), isNull(files.deletedAt)));
    },

    async listByBusiness(businessType: string, businessIds: number[]): Promise<FileRecord[]> {
      if (businessIds.length === 0) return [];
      return db
        .select()
        .from(files)
        .where(
          and(
            eq(files.businessType, businessType),
            inArray(files.businessId, businessIds),
            isNull(files.deletedAt),
          ),
        )
        .orderBy(asc(files.businessSort), asc(files.createdAt), asc(files.id));
    },

    /**
     * Binds exactly these files to the record, in this order (a lot's first image is its cover),
     * releasing any it held before.
     */
    async rebind(businessType: string, businessId: number, ids: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(files)
          .set({ businessType: null, businessId: null, businessSort: 0 })
          .where(and(eq(files.businessType, businessType), eq(files.businessId, businessId)));
        if (ids.length === 0) return;
        const position = sql.join(
          ids.map((id, index) => sql`when ${id}::uuid then ${index}::smallint`),
          sql` `,
        );
        await tx
          .update(files)
          .set({ businessType, businessId, businessSort: sql`case ${files.id} ${position} end` })
          .where(inArray(files.id, ids));
      });
    },

    /** Frees the files of records that are gone or replaced, so their owners may use or delete them again. */
    async release(businessType: string, businessIds: number[]): Promise<void> {
      if (businessIds.length === 0) return;
      await db
        .update(files)
        .set({ businessType: null, businessId: null, businessSort: 0 })
        .where(and(eq(files.businessType, businessType), inArray(files.businessId, businessIds)));
    },

    async markDeleted(id: string, now: Date): Promise<void> {
      await db.update(files).set({ deletedAt: now }).where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
