import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import type { Clock } from '../../../lib/clock';
import type { PasswordHasher } from '../../../lib/password-hasher';
import type { OperationLogService } from '../../operation-log';
import type { CompaniesRepository } from '../companies.repository';
import type { SubAccountsRepository } from '../sub-accounts.repository';

export interface SubAccountsServiceDeps {
  subAccounts: SubAccountsRepository;
  companies: Pick<CompaniesRepository, 'standing' | 'findByOrg'>;
  /** The menus and buttons a user holds while acting for an organisation (the profile's). */
  grantedMenus(userId: number, orgId: number): Promise<MenuItem[]>;
  passwordHasher: PasswordHasher;
  /** A one-time password its user must replace at sign-in (user administration's). */
  temporaryPassword(): string;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
}

/** Whose menus and buttons bound a sub-account's grants: a main account acting for the company. */
export interface Granter {
  userId: number;
  orgId: number;
}
