import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

export const dictTypes = pgTable(
  'dict_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 200 }),
    sort: integer().notNull().default(0),
    /** Used by the application itself: cannot be deleted and keeps its code. */
    isSystem: boolean().notNull().default(false),
    ...auditColumns,
  },
  (table) => [uniqueIndex('dict_types_code_unique').on(table.code)],
);

export const dictItems = pgTable(
  'dict_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    typeId: integer()
      .notNull()
      .references(() => dictTypes.id, { onDelete: 'restrict' }),
    label: varchar({ length: 50 }).notNull(),
    value: varchar({ length: 100 }).notNull(),
    sort: integer().notNull().default(0),
    isEnabled: boolean().notNull().default(true),
    remark: varchar({ length: 200 }),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('dict_items_type_value_unique').on(table.typeId, table.value),
    index().on(table.typeId, table.sort),
  ],
);
