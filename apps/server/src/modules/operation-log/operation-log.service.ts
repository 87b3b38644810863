import type { OperationLog, OperationLogPageBody } from '@lyp/shared/system/operation-log.schemas';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { OperationLogRepository } from './operation-log.repository';
import { pageWindow } from '../../lib/paging';

/** Who made a change, and from where: a person, or an API client acting as the account that made it. */
export interface Actor {
  userId: number;
  tenantId: number;
  ip?: string;
  apiClient?: { id: number; name: string } | null;
}

/** How the log names an API client's entries, beside the account it acts as. */
export const apiClientActorName = (clientName: string, userName: string | null) =>
  `API 客户端「${clientName}」${userName ? `（${userName} 创建）` : ''}`;

/**
 * A change as the log keeps it. `before` and `after` are what an administrator needs to see
 * what changed: never a password, its hash or a token.
 */
export interface Change {
  action: string;
  targetType: string;
  targetId: string | number;
  summary: string;
  before?: unknown;
  after?: unknown;
}

export function createOperationLogService(deps: { logs: OperationLogRepository; clock: Clock }) {
  const { logs, clock } = deps;
  return {
    /**
     * Records a change. Pass `within` (a repository bound to the change's transaction) so the
     * change and its record commit or roll back together.
     */
    async record(actor: Actor, change: Change, within: OperationLogRepository = logs): Promise<void> {
      await within.insert({
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        action: change.action,
        targetType: change.targetType,
        targetId: String(change.targetId),
        summary: change.summary.slice(0, 200),
        before: change.before ?? null,
        after: change.after ?? null,
        ip: actor.ip?.slice(0, 64) ?? null,
        apiClientId: actor.apiClient?.id ?? null,
        createdAt: clock.now(),
      });
    },

    /** The caller's tenant's log only. */
    async page(principal: Principal, body: OperationLogPageBody) {
      const { rows, total } = await logs.page({
        tenantId: principal.tenantId,
        ...(body.keyword ? { keyword: body.keyword } : {}),
        ...(body.targetType ? { targetType: body.targetType } : {}),
        ...(body.targetId ? { targetId: body.targetId } : {}),
        ...pageWindow(body),
      });
      const records: OperationLog[] = rows.map((row) => {
        const personName = row.actorActualName ?? row.actorUsername ?? row.actorPhone;
        return {
          id: row.id,
          actorUserId: row.actorUserId,
          actorName: row.apiClientName ? apiClientActorName(row.apiClientName, personName) : personName,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          summary: row.summary,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
        };
      });
      return { records, total, current: body.current, size: body.size };
    },
  };
}

export type OperationLogService = ReturnType<typeof createOperationLogService>;
