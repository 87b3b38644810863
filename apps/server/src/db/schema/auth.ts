import { char, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { apiClients } from './integrations';
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
    /** None for a client-credentials token (RFC 6749 §4.4.3). */
    refreshTokenHash: char({ length: 64 }).unique(),
    accessExpiresAt: timestamptz().notNull(),
    refreshExpiresAt: timestamptz(),
    /** The API client the token was issued to; the user is then the client's creator. */
    apiClientId: integer().references(() => apiClients.id, { onDelete: 'cascade' }),
    /** The permission codes a client's token was narrowed to by its `scope`; null: all the client's. */
    scopes: text().array(),
    createdAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    revokeReason: varchar({ length: 30 }),
  },
  (table) => [index().on(table.userId), index().on(table.familyId), index().on(table.apiClientId)],
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
