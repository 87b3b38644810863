import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiClients, menus, oauthTokens, operationLogs, users } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';

export type ApiClientRecord = typeof apiClients.$inferSelect;
export type NewApiClient = Omit<typeof apiClients.$inferInsert, 'id'>;
export type ApiClientSettings = Pick<NewApiClient, 'name' | 'scopes' | 'ipAllowlist' | 'rateLimitPerMinute'>;

/** A client as its page lists it: with the name of the account that made it. */
export type ListedApiClient = ApiClientRecord & { createdByName: string | null };

function createApiClientQueries(db: DbOrTx) {
  const listed = () =>
    db
      .select({ client: apiClients, createdByName: users.actualName, createdByPhone: users.phone })
      .from(apiClients)
      .innerJoin(users, eq(users.id, apiClients.createdBy));
  const toListed = (row: {
    client: ApiClientRecord;
    createdByName: string | null;
    createdByPhone: string | null;
  }) => ({
    ...row.client,
    createdByName: row.createdByName ?? row.createdByPhone,
  });

  return {
    async insert(values: NewApiClient): Promise<number> {
      const [row] = await db.insert(apiClients).values(values).returning({ id: apiClients.id });
      return row!.id;
    },

    async listByOrg(orgId: number): Promise<ListedApiClient[]> {
      const rows = await listed()
        .where(eq(apiClients.orgId, orgId))
        .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
      return rows.map(toListed);
    },

    async findInOrg(orgId: number, id: number): Promise<ListedApiClient | undefined> {
      const [row] = await listed().where(and(eq(apiClients.orgId, orgId), eq(apiClients.id, id)));
      return row && toListed(row);
    },

    async findByClientId(clientId: string): Promise<ApiClientRecord | undefined> {
      const [row] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId));
      return row;
    },

    async update(id: number, values: Partial<NewApiClient>): Promise<void> {
      await db.update(apiClients).set(values).where(eq(apiClients.id, id));
    },

    /** Ends every live token of the client (a new secret, or the client stopped). */
    async revokeTokens(apiClientId: number, now: Date, reason: string): Promise<void> {
      await db
        .update(oauthTokens)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(oauthTokens.apiClientId, apiClientId), isNull(oauthTokens.revokedAt)));
    },
  };
}

/** What the page shows beside the clients: the scope picker's groups and a client's calls. */
function createApiClientReads(db: DbOrTx) {
  return {
    /** The page names of the buttons with these codes: how the scope picker groups them. */
    async buttonGroups(codes: readonly string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const parents = db.select({ id: menus.id, name: menus.name }).from(menus).as('parents');
      const rows = await db
        .select({ code: menus.code, group: parents.name })
        .from(menus)
        .innerJoin(parents, eq(parents.id, menus.parentId))
        .where(and(eq(menus.type, 'button'), inArray(menus.code, [...codes])));
      return new Map(rows.map((row) => [row.code, row.group]));
    },

    /** The client's calls and changes in the operation log, newest first. */
    async calls(apiClientId: number, window: { offset: number; limit: number }) {
      const where = eq(operationLogs.apiClientId, apiClientId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: operationLogs.id,
            summary: operationLogs.summary,
            ip: operationLogs.ip,
            createdAt: operationLogs.createdAt,
          })
          .from(operationLogs)
          .where(where)
          .orderBy(desc(operationLogs.id))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ total: count() }).from(operationLogs).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

type ApiClientQueries = ReturnType<typeof createApiClientQueries>;

export function createApiClientsRepository(db: DbOrTx) {
  return {
    ...createApiClientQueries(db),
    ...createApiClientReads(db),
    /** Runs `work` in one transaction, with the clients and the operation log bound to it. */
    transaction<T>(
      work: (scope: { clients: ApiClientQueries; logs: OperationLogRepository }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) =>
        work({ clients: createApiClientQueries(tx), logs: createOperationLogRepository(tx) }),
      );
    },
  };
}

export type ApiClientsRepository = ReturnType<typeof createApiClientsRepository>;
