import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation, isUniqueViolation } from '../../db/pg-errors';
import { dictItems, dictTypes } from '../../db/schema';

/** Raised when a unique code or value is taken at write time (a concurrent edit). */
export class DictConflictError extends Error {}
/** Raised when a type gained items while it was being deleted, or vanished while an item was added. */
export class DictReferenceError extends Error {}

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DictConflictError();
    if (isReferenceViolation(error)) throw new DictReferenceError();
    throw error;
  }
}

export function createDictWrites(db: DbOrTx) {
  return {
    async insertType(values: Omit<typeof dictTypes.$inferInsert, 'id'>): Promise<number> {
      const [row] = await translateConflicts(() =>
        db.insert(dictTypes).values(values).returning({ id: dictTypes.id }),
      );
      if (!row) throw new Error('dict type insert returned nothing');
      return row.id;
    },

    async updateType(id: number, values: Partial<typeof dictTypes.$inferInsert>): Promise<void> {
      await translateConflicts(() => db.update(dictTypes).set(values).where(eq(dictTypes.id, id)));
    },

    async deleteType(id: number): Promise<void> {
      await translateConflicts(() => db.delete(dictTypes).where(eq(dictTypes.id, id)));
    },

    async insertItem(values: Omit<typeof dictItems.$inferInsert, 'id'>): Promise<number> {
      const [row] = await translateConflicts(() =>
        db.insert(dictItems).values(values).returning({ id: dictItems.id }),
      );
      if (!row) throw new Error('dict item insert returned nothing');
      return row.id;
    },

    async updateItem(id: number, values: Partial<typeof dictItems.$inferInsert>): Promise<void> {
      await translateConflicts(() => db.update(dictItems).set(values).where(eq(dictItems.id, id)));
    },

    async deleteItem(id: number): Promise<void> {
      await db.delete(dictItems).where(eq(dictItems.id, id));
    },
  };
}
