import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, timestamptz } from './columns';
import { files } from './files';
import { apiClients } from './integrations';
import { organisations, tenants } from './tenancy';
import { users } from './users';

/** Home-page slides: shown while enabled and inside their optional active period. */
export const banners = pgTable(
  'banners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: varchar({ length: 50 }).notNull(),
    imageFileId: uuid()
      .notNull()
      .references(() => files.id),
    /** A path inside the site (/morebid?…) or an https address. */
    linkUrl: varchar({ length: 300 }),
    sort: integer().notNull().default(0),
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    isEnabled: boolean().notNull().default(true),
    ...auditColumns,
  },
  (table) => [index().on(table.isEnabled, table.sort)],
);

/**
 * Commission bands on the sale price: the platform's default (sellerOrgId null) and a
 * seller's own override. Each band runs from the previous band's upper bound to its own;
 * the last band has no upper bound (upToFen null).
 */
export const commissionTiers = pgTable(
  'commission_tiers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerOrgId: integer().references(() => organisations.id, { onDelete: 'cascade' }),
    upToFen: bigint({ mode: 'number' }),
    rateBps: integer().notNull(),
    ...auditColumns,
  },
  (table) => [index().on(table.sellerOrgId)],
);

/** Every administrative change: who, when, what, and the record before and after. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    /** What was done, e.g. 'user.create', 'role.grant', 'banner.update'. */
    action: varchar({ length: 50 }).notNull(),
    targetType: varchar({ length: 30 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    /** One line for people: 新增用户 张三. */
    summary: varchar({ length: 200 }).notNull(),
    before: jsonb(),
    after: jsonb(),
    ip: varchar({ length: 64 }),
    /** The API client that made the call or the change, on behalf of `actorUserId`. */
    apiClientId: integer().references(() => apiClients.id),
    createdAt: timestamptz().notNull(),
  },
  (table) => [
    index().on(table.tenantId, table.createdAt),
    index().on(table.targetType, table.targetId),
    index().on(table.apiClientId, table.id),
  ],
);

/**
 * 站内消息: what a user is told, once. The key names the event (an order's 24-hour reminder, a
 * deposit's confirmation): a second attempt for the same user and key inserts nothing, so a
 * reminder goes out exactly once whatever the number of instances, sweeps or restarts.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 30 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    body: varchar({ length: 500 }).notNull(),
    link: varchar({ length: 200 }),
    dedupeKey: varchar({ length: 100 }).notNull(),
    /**
     * false: the user turned site messages of this kind off. The row still records that the
     * event was told (by SMS, or not at all), so it is never told twice; the inbox skips it.
     */
    shown: boolean().notNull().default(true),
    createdAt: timestamptz().notNull(),
    readAt: timestamptz(),
  },
  (table) => [
    uniqueIndex('messages_user_dedupe_unique').on(table.userId, table.dedupeKey),
    index().on(table.userId, table.id),
  ],
);

/** 提醒设置: a user's choice of channels for one kind of reminder; no row means the default. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 30 }).notNull(),
    site: boolean().notNull(),
    sms: boolean().notNull(),
    updatedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
