import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { createMemberDetailQueries } from './member-detail.queries';
import { createMemberQueries, type MemberQueries } from './members.queries';

/** Barring is the account's own status (停用), so sign-in, tokens and bidding all follow it. */
function createMemberWrites(db: DbOrTx) {
  return {
    /** Barring also ends every sign-in before now, so unbarring does not revive them. */
    async setBarred(userId: number, tenantId: number, barred: boolean, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          status: barred ? 'disabled' : 'active',
          updatedAt: now,
          ...(barred ? { tokensNotBefore: now } : {}),
        })
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    },
  };
}

export interface MemberUnitOfWork {
  writes: ReturnType<typeof createMemberWrites>;
  queries: MemberQueries;
  logs: OperationLogRepository;
}

export function createMembersRepository(db: Db) {
  return {
    ...createMemberQueries(db),
    detail: createMemberDetailQueries(db),
    /** Runs `work` in one transaction: the change, its re-read and its log entry. */
    transaction<T>(work: (unit: MemberUnitOfWork) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          writes: createMemberWrites(tx),
          queries: createMemberQueries(tx),
          logs: createOperationLogRepository(tx),
        }),
      );
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
