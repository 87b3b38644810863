import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { roles } from '../../db/schema';
import { byId } from './role.queries';

/** The columns an administrator sets. */
export interface RoleValues {
  code: string;
  name: string;
  description: string | null;
  sort: number;
}

/** A role code taken at write time by a concurrent request. */
export class RoleCodeConflictError extends Error {}

/** Adds, changes and deletes a tenant's roles. */
export function createRoleWrites(db: DbOrTx) {
  return {
    async insert(
      tenantId: number,
      values: RoleValues & { createdAt: Date; updatedAt: Date },
    ): Promise<number> {
      try {
        const [row] = await db
          .insert(roles)
          .values({ ...values, tenantId })
          .returning({ id: roles.id });
        if (!row) throw new Error('role insert returned nothing');
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new RoleCodeConflictError();
        throw error;
      }
    },

    async update(tenantId: number, id: number, values: RoleValues & { updatedAt: Date }): Promise<void> {
      try {
        await db.update(roles).set(values).where(byId(tenantId, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new RoleCodeConflictError();
        throw error;
      }
    },

    async remove(tenantId: number, id: number): Promise<void> {
      await db.delete(roles).where(byId(tenantId, id));
    },
  };
}
