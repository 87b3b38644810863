import type { DbOrTx } from '../../db/client';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { createRoleGrantQueries } from './role-grants.queries';
import { createRoleReads } from './role.queries';
import { createRoleWrites } from './role-writes';

export type { RolePageQuery, RoleRecord } from './role.queries';
export { RoleCodeConflictError, type RoleValues } from './role-writes';
export { GrantedMenuGoneError } from './role-grants.queries';

/** Reads and writes, on the pool or inside a transaction. */
function roleQueries(db: DbOrTx) {
  return {
    ...createRoleReads(db),
    ...createRoleWrites(db),
    ...createRoleGrantQueries(db),
  };
}

export type RoleQueries = ReturnType<typeof roleQueries>;

export function createRolesRepository(db: DbOrTx) {
  return {
    ...roleQueries(db),
    /** Runs `work` in one transaction, so a change and its operation-log entry commit together. */
    transaction<T>(
      work: (scope: { roles: RoleQueries; logs: OperationLogRepository }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) => work({ roles: roleQueries(tx), logs: createOperationLogRepository(tx) }));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
