import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, roles, users } from '../../db/schema';
import { containing } from '../../db/like';

/** What the add and edit forms check and offer: the tenant's ids, free phones and usernames. */
export function createUserFormQueries(db: DbOrTx) {
  return {
    /** Of the given organisation ids, those that are not the tenant's. */
    async foreignOrganisations(tenantId: number, ids: number[]): Promise<number[]> {
      const found = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), inArray(organisations.id, ids)));
      const own = new Set(found.map((row) => row.id));
      return ids.filter((id) => !own.has(id));
    },

    /** Of the given role ids, those that are not the tenant's. */
    async foreignRoles(tenantId: number, ids: number[]): Promise<number[]> {
      const found = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids)));
      const own = new Set(found.map((row) => row.id));
      return ids.filter((id) => !own.has(id));
    },

    /** Phones and usernames are unique across tenants: anyone may sign in with either. */
    async isPhoneTaken(phone: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined && row.id !== exceptUserId;
    },

    async isUsernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row !== undefined && row.id !== exceptUserId;
    },

    /** The tenant's organisations for a form: platform and companies first, then by name. */
    async organisationOptions(tenantId: number, keyword: string | undefined, limit: number) {
      const conditions: SQL[] = [eq(organisations.tenantId, tenantId)];
      if (keyword) conditions.push(ilike(organisations.name, containing(keyword)));
      return db
        .select({ id: organisations.id, name: organisations.name, type: organisations.type })
        .from(organisations)
        .where(and(...conditions))
        .orderBy(
          sql`CASE ${organisations.type} WHEN 'platform' THEN 0 WHEN 'company' THEN 1 ELSE 2 END`,
          asc(organisations.name),
          asc(organisations.id),
        )
        .limit(limit);
    },
  };
}
