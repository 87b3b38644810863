import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dictItems, dictTypes } from '../../db/schema';
import { containing } from '../../db/like';

export type DictTypeRecord = typeof dictTypes.$inferSelect & { itemCount: number };
export type DictItemRecord = typeof dictItems.$inferSelect & { typeCode: string };

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

/** Dictionary types: one by id, the list, and whether a code is taken. */
export function createDictTypeQueries(db: DbOrTx) {
  return {
    async findTypeById(id: number): Promise<DictTypeRecord | undefined> {
      const [row] = await db
        .select({ ...typeColumns, itemCount })
        .from(dictTypes)
        .where(eq(dictTypes.id, id));
      return row;
    },

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
  };
}

/** Dictionary items: one by id, a type's page, the enabled options, and whether a value is taken. */
export function createDictItemQueries(db: DbOrTx) {
  return {
    async findItemById(id: number): Promise<DictItemRecord | undefined> {
      const [row] = await db
        .select(itemColumns)
        .from(dictItems)
        .innerJoin(dictTypes, eq(dictTypes.id, dictItems.typeId))
        .where(eq(dictItems.id, id));
      return row;
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
