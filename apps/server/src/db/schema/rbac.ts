import { index, integer, pgTable, primaryKey, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { tenants } from './tenancy';
import { users } from './users';

export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    code: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    description: varchar({ length: 200 }),
    sort: integer().notNull().default(0),
    ...auditColumns,
  },
  (table) => [uniqueIndex('roles_tenant_code_unique').on(table.tenantId, table.code)],
);

/** Menus and their buttons in one tree; a button's code is a permission code. */
export const menus = pgTable(
  'menus',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 0 for root entries. */
    parentId: integer().notNull().default(0),
    code: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    path: varchar({ length: 200 }),
    icon: varchar({ length: 50 }),
    sort: integer().notNull().default(0),
    isHidden: smallint().notNull().default(0),
    metaKeepalive: smallint().notNull().default(0),
    type: varchar({ length: 10, enum: ['menu', 'button'] }).notNull(),
    ...auditColumns,
  },
  (table) => [uniqueIndex('menus_code_unique').on(table.code), index().on(table.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.menuId] }), index().on(table.menuId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] }), index().on(table.roleId)],
);

/** Favourite menus (MenuCollect). */
export const userMenuFavourites = pgTable(
  'user_menu_favourites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.menuId] })],
);

/** Recently opened menus (MenuHistory). */
export const userMenuHistory = pgTable(
  'user_menu_history',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    visitedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.menuId] })],
);
