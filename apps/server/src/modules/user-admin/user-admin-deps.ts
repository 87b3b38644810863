import type { UserAddBody, UserEditBody } from '@lyp/shared/system/user-admin.schemas';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { Actor, OperationLogService } from '../operation-log';
import type { UserAdminRepository } from './user-admin.repository';

export interface UserAdminServiceDeps {
  users: UserAdminRepository;
  passwordHasher: PasswordHasher;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Signs a user out everywhere (marks their tokens revoked). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
  /** Lifts the sign-in throttle of an account, from every address. */
  unlockSignIn(user: { id: number; phone: string }): Promise<void>;
}

export type FormBody = UserAddBody | UserEditBody;

/** The administrator, with the button codes they hold: nobody hands out more than that. */
export type Caller = Actor & { permissions: ReadonlySet<string> };
