import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiClients, operationLogs, users } from '../../db/schema';
import { containing } from '../../db/like';

export type NewOperationLog = Omit<typeof operationLogs.$inferInsert, 'id'>;

export interface OperationLogQuery {
  tenantId: number;
  keyword?: string;
  targetType?: string;
  targetId?: string;
  offset: number;
  limit: number;
}

export function createOperationLogRepository(db: DbOrTx) {
  return {
    async insert(entry: NewOperationLog): Promise<void> {
      await db.insert(operationLogs).values(entry);
    },

    /** A tenant's log, newest first, with the actor's display name. */
    async page(query: OperationLogQuery) {
      const conditions: SQL[] = [eq(operationLogs.tenantId, query.tenantId)];
      if (query.targetType) conditions.push(eq(operationLogs.targetType, query.targetType));
      if (query.targetId) conditions.push(eq(operationLogs.targetId, query.targetId));
      if (query.keyword) {
        const pattern = containing(query.keyword);
        conditions.push(
          or(
            ilike(operationLogs.summary, pattern),
            ilike(users.actualName, pattern),
            ilike(users.username, pattern),
            ilike(apiClients.name, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: operationLogs.id,
            actorUserId: operationLogs.actorUserId,
            actorActualName: users.actualName,
            actorUsername: users.username,
            actorPhone: users.phone,
            apiClientName: apiClients.name,
            action: operationLogs.action,
            targetType: operationLogs.targetType,
            targetId: operationLogs.targetId,
            summary: operationLogs.summary,
            before: operationLogs.before,
            after: operationLogs.after,
            ip: operationLogs.ip,
            createdAt: operationLogs.createdAt,
          })
          .from(operationLogs)
          .innerJoin(users, eq(users.id, operationLogs.actorUserId))
          .leftJoin(apiClients, eq(apiClients.id, operationLogs.apiClientId))
          .where(where)
          .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
          .offset(query.offset)
          .limit(query.limit),
        db
          .select({ total: count() })
          .from(operationLogs)
          .innerJoin(users, eq(users.id, operationLogs.actorUserId))
          .leftJoin(apiClients, eq(apiClients.id, operationLogs.apiClientId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type OperationLogRepository = ReturnType<typeof createOperationLogRepository>;
