import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { organisations, tenants } from './tenancy';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    /** Optional sign-in name; never looks like a phone number, so it cannot shadow one. */
    username: varchar({ length: 64 }),
    phone: varchar({ length: 20 }).notNull(),
    actualName: varchar({ length: 50 }),
    /** argon2id PHC string */
    passwordHash: text().notNull(),
    passwordChangedAt: timestamptz().notNull(),
    /** Set by an administrator's reset: the temporary password must be changed at sign-in. */
    mustChangePassword: boolean().notNull().default(false),
    /** Tokens of sign-ins older than this are dead (set when all sessions are revoked). */
    tokensNotBefore: timestamptz(),
    /** Unpaid wins (悔拍); at the platform's limit the user may no longer bid. */
    strikes: integer().notNull().default(0),
    biddingBarredAt: timestamptz(),
    status: varchar({ length: 20, enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    ...auditColumns,
  },
  (table) => [
    uniqueIndex('users_phone_unique').on(table.phone),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
    index().on(table.tenantId),
  ],
);

/** Membership: a user may belong to several organisations, one of them the default. */
export const userOrganisations = pgTable(
  'user_organisations',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: integer()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.orgId] }),
    index().on(table.orgId),
    uniqueIndex('user_organisations_one_default')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);
