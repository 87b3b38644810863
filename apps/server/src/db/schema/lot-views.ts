import { boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { lots } from './lots';
import { users } from './users';

/**
 * How often a lot was viewed. Kept off the lot row on purpose: that row is locked for every
 * bid, and a crowd of viewers must not queue behind (or hold up) the bidders.
 */
export const lotViews = pgTable('lot_views', {
  lotId: integer()
    .primaryKey()
    .references(() => lots.id, { onDelete: 'cascade' }),
  views: integer().notNull().default(0),
});

/** When each viewer (a user, or a hashed address) was last counted on a lot: one view per window. */
export const lotViewers = pgTable(
  'lot_viewers',
  {
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    viewerKey: varchar({ length: 80 }).notNull(),
    countedAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotId, table.viewerKey] })],
);

/** 关注: lots a user follows, with an optional reminder before bidding opens. */
export const lotFollows = pgTable(
  'lot_follows',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    remind: boolean().notNull().default(true),
    createdAt: timestamptz().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lotId] }), index().on(table.lotId)],
);
