import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import type { Role } from '@lyp/shared/system/role-admin.schemas';
import type { RoleRecord } from './roles.repository';

export const BUILT_IN_CODES: ReadonlySet<string> = new Set(Object.values(ROLE_CODES));

export const toRole = (record: RoleRecord): Role => ({
  id: record.id,
  code: record.code,
  name: record.name,
  description: record.description,
  sort: record.sort,
  isBuiltIn: BUILT_IN_CODES.has(record.code),
  userCount: record.userCount,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/** What the operation log keeps of a role. */
export const snapshot = (role: Pick<RoleRecord, 'code' | 'name' | 'description' | 'sort'>) => ({
  code: role.code,
  name: role.name,
  description: role.description,
  sort: role.sort,
});
