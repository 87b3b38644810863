import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

export const tenants = pgTable('tenants', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: varchar({ length: 50 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  ...auditColumns,
});

/** A platform operator, a company, or a person's own organisation. */
export const organisations = pgTable(
  'organisations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id),
    name: varchar({ length: 100 }).notNull(),
    type: varchar({ length: 20, enum: ['platform', 'company', 'personal'] }).notNull(),
    /** 统一社会信用代码 */
    companyCode: varchar({ length: 30 }),
    bankName: varchar({ length: 100 }),
    bankNumber: varchar({ length: 40 }),
    /** 联行号 */
    interbankAccount: varchar({ length: 20 }),
    contactPerson: varchar({ length: 50 }),
    contactPhone: varchar({ length: 20 }),
    contactTel: varchar({ length: 30 }),
    contactMail: varchar({ length: 100 }),
    companyAddr: varchar({ length: 200 }),
    detailAddr: varchar({ length: 200 }),
    ...auditColumns,
  },
  (table) => [index().on(table.tenantId)],
);
