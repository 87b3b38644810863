import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { SignInThrottle } from '../auth';
import type { SmsService } from '../sms';
import type { UsersRepository } from '../users';

export interface AccountServiceDeps {
  users: UsersRepository;
  sms: Pick<SmsService, 'consumeCode'>;
  passwordHasher: PasswordHasher;
  clock: Clock;
  /** Signs the user out everywhere (after a password reset). */
  revokeAllSessions(userId: number, reason: string): Promise<void>;
  /**
   * Wrong current passwords (when changing the phone) count like failed sign-ins; a reset
   * lifts the account's sign-in locks, since its owner proved who they are.
   */
  signInThrottle: Pick<SignInThrottle, 'take' | 'succeeded' | 'clear'>;
}
