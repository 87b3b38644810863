import { char, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations, tenants } from './tenancy';
import { users } from './users';

/**
 * Issued tokens. Only SHA-256 hashes of the opaque values are stored; a refresh rotates
 * the pair within one family, and replaying a rotated refresh token revokes the family.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    orgId: integer()
      .notNull()
      .references(() => organisations.id),
    familyId: uuid().notNull(),
    /** When the sign-in that began this family happened; kept through refreshes. */
    familyCreatedAt: timestamptz().notNull(),
    grantType: varchar({ length: 20 }).notNull(),
    accessTokenHash: char({ length: 64 }).notNull().unique(),
    refreshTokenHash: char({ length: 64 }).notNull().unique(),
    accessExpiresAt: timestamptz().notNull(),
    refreshExpiresAt: timestamptz().notNull(),
    createdAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    revokeReason: varchar({ length: 30 }),
  },
  (table) => [index().on(table.userId), index().on(table.familyId)],
);

/** One-time SMS codes, stored hashed and bound to phone and purpose. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar({ length: 20 }).notNull(),
    purpose: varchar({ length: 20 }).notNull(),
    codeHash: char({ length: 64 }).notNull(),
    failedAttempts: integer().notNull().default(0),
    requestIp: varchar({ length: 64 }),
    createdAt: timestamptz().notNull(),
    expiresAt: timestamptz().notNull(),
    consumedAt: timestamptz(),
  },
  (table) => [index().on(table.phone, table.createdAt)],
);
