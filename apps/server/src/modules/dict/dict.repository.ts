import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation, isUniqueViolation } from '../../db/pg-errors';
import { dictItems, dictTypes } from '../../db/schema';
import { containing } from '../../db/like';

export type DictTypeRecord = typeof dictTypes.$inferSelect & { itemCount: number };
export type DictItemRecord = typeof dictItems.$inferSelect & { typeCode: string };

/** Raised when a unique code or value is taken at write time (a concurrent edit). */
export class DictConflictError extends Error {}
/** Raised when a type gained items while it was being deleted, or vanished while an item was added. */
export class DictReferenceError extends Error {}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const itemCount = sql<number>`(SELECT count(*)::int FROM dict_items di WHERE di.type_id = "dict_types"."id")`;

const typeColumns = {
  id: dictTypes.id,
  code: dictTypes.code,
  name: dictTypes.name,
  description: dictTypes.description,
  sort: dictTypes.sort,
  isSystem: dictTypes.isSystem,
  createdAt: dictTypes.createdAt,
  updatedAt: dictTypes.updatedAt,
};

const itemColumns = {
  id: dictItems.id,
  typeId: dictItems.typeId,
  typeCode: dictTypes.code,
  label: dictItems.label,
  value: dictItems.value,
  sort: dictItems.sort,
  isEnabled: dictItems.isEnabled,
  remark: dictItems.remark,
  createdAt: dictItems.createdAt,
  updatedAt: dictItems.updatedAt,
};

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DictConflictError();
    if (isReferenceViolation(error)) throw new DictReferenceError();
    throw error;
  }
}

export function createDictRepository(db: DbOrTx) {
  const findTypeById = async (id: number): Promise<DictTypeRecord | undefined> => {
    const [row] = await db
      .select({ ...typeColumns, itemCount })
      .from(dictTypes)
      .where(eq(dictTypes.id, id));
    return row;
  };
  const findItemById = async (id: number): Promise<DictItemRecord | undefined> => {
    const [row] = await db
      .select(itemColumns)
      .from(dictItems)
      .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
      .where(eq(dictItems.id, id));
    return row;
  };

  return {
    findTypeById,
    findItemById,

    async listTypes(keyword?: string): Promise<DictTypeRecord[]> {
      const pattern = keyword ? containing(keyword) : undefined;
      return db
        .select({ ...typeColumns, itemCount })
        .from(dictTypes)
        .where(pattern ? or(ilike(dictTypes.name, pattern), ilike(dictTypes.code, pattern)) : undefined)
        .orderBy(asc(dictTypes.sort), asc(dictTypes.id));
    },

    async isTypeCodeTaken(code: string, exceptId?: number): Promise<boolean> {
      const [row] = await db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.code, code));
      return row !== undefined && row.id !== exceptId;
    },

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

    async listItems(input: {
      typeId: number;
      keyword?: string;
      offset: number;
      limit: number;
    }): Promise<{ records: DictItemRecord[]; total: number }> {
      const pattern = input.keyword ? containing(input.keyword) : undefined;
      const where = and(
        eq(dictItems.typeId, input.typeId),
        pattern ? or(ilike(dictItems.label, pattern), ilike(dictItems.value, pattern)) : undefined,
      );
      const [records, totals] = await Promise.all([
        db
          .select(itemColumns)
          .from(dictItems)
          .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
          .where(where)
          .orderBy(asc(dictItems.sort), asc(dictItems.id))
          .offset(input.offset)
          .limit(input.limit),
        db.select({ total: count() }).from(dictItems).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    async isItemValueTaken(typeId: number, value: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: dictItems.id })
        .from(dictItems)
        .where(and(eq(dictItems.typeId, typeId), eq(dictItems.value, value)));
      return row !== undefined && row.id !== exceptId;
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

    /** Enabled items of several dictionaries, for dropdowns. */
    async listEnabledItemsByCodes(codes: string[]): Promise<DictItemRecord[]> {
      return db
        .select(itemColumns)
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
        .where(and(inArray(dictTypes.code, codes), eq(dictItems.isEnabled, true)))
        .orderBy(asc(dictItems.sort), asc(dictItems.id));
    },
  };
}

export type DictRepository = ReturnType<typeof createDictRepository>;
