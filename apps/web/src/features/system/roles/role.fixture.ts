import type { Role } from '@lyp/shared/system/role-admin.schemas';

/** 运营专员 (id 7), a role of the tenant's own with one user, for the role screens' tests. */
export const roleFixture = (overrides: Partial<Role> = {}): Role => ({
  id: 7,
  code: 'operator',
  name: '运营专员',
  description: null,
  sort: 0,
  isBuiltIn: false,
  userCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
