import { bigint, boolean, char, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { organisations, tenants } from './tenancy';
import { users } from './users';

/** Whose a client or an endpoint is: the company's (and tenant's), made by one of its main accounts. */
const companyOwned = () => ({
  tenantId: integer()
    .notNull()
    .references(() => tenants.id),
  orgId: integer()
    .notNull()
    .references(() => organisations.id),
  createdBy: integer()
    .notNull()
    .references(() => users.id),
});

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
    ...companyOwned(),
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

/**
 * 事件推送: an HTTPS endpoint of a company's own system. The signing secret must be readable to
 * sign with, so it is sealed (AES-256-GCM under a key from APP_SECRET), never stored plain.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...companyOwned(),
    url: varchar({ length: 500 }).notNull(),
    description: varchar({ length: 50 }),
    /** Event types it hears. */
    events: text().array().notNull(),
    enabled: boolean().notNull().default(true),
    secretSealed: text().notNull(),
    secretHint: varchar({ length: 4 }).notNull(),
    createdAt: timestamptz().notNull(),
    updatedAt: timestamptz().notNull(),
    removedAt: timestamptz(),
  },
  (table) => [index().on(table.orgId)],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction that made the fact
 * (nothing is written for an organisation without endpoints), then sent by the dispatcher, which
 * leases a row (`lockedUntil`) while it sends: a process that dies mid-send leaves the lease to
 * lapse, and the row is sent again. Receivers may see an event twice, never not at all.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The event's id, shared by its deliveries to every endpoint and by every retry. */
    eventId: uuid().notNull(),
    eventType: varchar({ length: 40 }).notNull(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The JSON body as it is signed and sent, byte for byte. */
    body: text().notNull(),
    status: varchar({ length: 10, enum: ['pending', 'delivered', 'failed'] }).notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz(),
    /** Retries stop after this: a day after the event, or after a replay. */
    retryUntil: timestamptz().notNull(),
    lockedUntil: timestamptz(),
    deliveredAt: timestamptz(),
    lastStatusCode: integer(),
    lastError: varchar({ length: 200 }),
    createdAt: timestamptz().notNull(),
  },
  (table) => [index().on(table.status, table.nextAttemptAt), index().on(table.endpointId, table.id)],
);

/** Every attempt to send a delivery, with the receiver's answer (its start). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz().notNull(),
    durationMs: integer().notNull(),
    statusCode: integer(),
    response: varchar({ length: 1000 }),
    error: varchar({ length: 200 }),
  },
  (table) => [index().on(table.deliveryId)],
);
