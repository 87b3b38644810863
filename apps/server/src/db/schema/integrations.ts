import { char, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations, tenants } from './tenancy';
import { users } from './users';

/**
 * API 客户端: a company's own system, authenticated by the client-credentials grant. It acts for
 * its organisation as the account that made it, holding only `scopes` and never more than that
 * account holds at the moment of a call. The secret is kept only as a SHA-256 hash.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The public client_id (lypc_…). */
    clientId: varchar({ length: 40 }).notNull().unique(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    orgId: integer()
      .notNull()
      .references(() => organisations.id),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    name: varchar({ length: 30 }).notNull(),
    /** Permission codes. */
    scopes: text().array().notNull(),
    /** Addresses and CIDR ranges; empty: any address. */
    ipAllowlist: text().array().notNull(),
    rateLimitPerMinute: integer().notNull(),
    secretSha256: char({ length: 64 }).notNull(),
    secretHint: varchar({ length: 4 }).notNull(),
    createdAt: timestamptz().notNull(),
    secretRotatedAt: timestamptz(),
    lastUsedAt: timestamptz(),
    revokedAt: timestamptz(),
    revokedBy: integer().references(() => users.id),
  },
  (table) => [index().on(table.orgId)],
);
