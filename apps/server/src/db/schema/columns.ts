import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Every time is a timestamptz handed over as a Date; the application clock fills it in. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const auditColumns = {
  createdAt: timestamptz().notNull(),
  updatedAt: timestamptz().notNull(),
};

/** Amounts in fen (分), bigint columns read as numbers. */
export const fen = () => bigint({ mode: 'number' });
