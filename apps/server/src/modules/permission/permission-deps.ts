import type { Clock } from '../../lib/clock';
import type { UsersRepository } from '../users';
import type { PermissionRepository } from './permission.repository';

export interface PermissionServiceDeps {
  users: UsersRepository;
  permissions: PermissionRepository;
  /** Makes the caller's token act for another of their organisations. */
  switchOrganisation(tokenId: number, orgId: number): Promise<void>;
  clock: Clock;
}
