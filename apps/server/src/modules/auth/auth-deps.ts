import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import type { SmsService } from '../sms';
import type { UsersRepository } from '../users';
import type { SignInThrottle } from './sign-in-throttle';
import type { TokenRepository } from './token.repository';

export interface AuthServiceDeps {
  users: UsersRepository;
  tokens: TokenRepository;
  sms: Pick<SmsService, 'consumeCode'>;
  passwordHasher: PasswordHasher;
  clock: Clock;
  /** Sign-in attempts per account and address, per address, and per account. */
  signInThrottle: SignInThrottle;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}
