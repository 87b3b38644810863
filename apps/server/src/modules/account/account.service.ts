import {
  type ChangePasswordBody,
  PASSWORD_MAX_AGE_DAYS,
  type PasswordAge,
  type RegisterBody,
  type ReplacePhoneBody,
  type ReplaceUserNameBody,
  type ResetPasswordBody,
} from '@lyp/shared/account/account.schemas';
import { maskPhone } from '@lyp/shared/common/fields';
import { AppError } from '../../lib/app-error';
import { DAY_MS, type Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/password-hasher';
import { accountThrottleKey, loginThrottleKey, type SignInThrottle } from '../auth';
import type { SmsService } from '../sms';
import { PhoneTakenError, UsernameTakenError, type UsersRepository } from '../users';
import { isCommonPassword } from './common-passwords';

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

export function isPasswordExpired(passwordChangedAt: Date, now: Date): boolean {
  return now.getTime() - passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Every place a password is set goes through this. Checked before the SMS code is spent, so
 * the user can choose another password with the same code; it says nothing about accounts.
 */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}

export function createAccountService(deps: AccountServiceDeps) {
  const { users, sms, passwordHasher, clock } = deps;

  return {
    /** Signs up with a verified phone; the new user gets a personal organisation and the buyer role. */
    async register(body: RegisterBody): Promise<{ userId: number }> {
      refuseCommonPassword(body.password);
      // The code next: without it, nobody learns whether a phone is registered.
      await sms.consumeCode({ phone: body.phone, code: body.code, purpose: 'register' });
      if (await users.isPhoneRegistered(body.phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
      const passwordHash = await passwordHasher.hash(body.password);
      try {
        const created = await users.createWithPersonalOrganisation({
          phone: body.phone,
          passwordHash,
          personalOrgName: `个人用户 ${maskPhone(body.phone)}`,
          now: clock.now(),
        });
        return { userId: created.userId };
      } catch (error) {
        if (error instanceof PhoneTakenError) throw new AppError('PHONE_ALREADY_REGISTERED');
        throw error;
      }
    },

    /** Sets a new password with a reset code and signs the user out everywhere. */
    async resetPassword(body: ResetPasswordBody, address: string): Promise<void> {
      refuseCommonPassword(body.password);
      await sms.consumeCode({ phone: body.phone, code: body.code, purpose: 'reset_password' });
      const user = await users.findByPhone(body.phone);
      // Codes for unregistered phones are never delivered, so this only happens on a race.
      if (!user) throw new AppError('SMS_CODE_EXPIRED');
      await users.updatePassword(user.id, await passwordHasher.hash(body.password), clock.now());
      await deps.revokeAllSessions(user.id, 'password_reset');
      await deps.signInThrottle.clear(accountThrottleKey(user.id), address);
    },

    /**
     * 修改密码 with the current one, before any session may be used: a temporary password (an
     * administrator's reset, a new sub-account) or an expired one is replaced here. Throttled
     * like a sign-in; an unknown account answers like a wrong password. Every session ends.
     */
    async changePassword(body: ChangePasswordBody, address: string): Promise<void> {
      refuseCommonPassword(body.password);
      const user = await users.findByLogin(body.account);
      const throttleKey = user ? accountThrottleKey(user.id) : loginThrottleKey(body.account);
      const blocked = await deps.signInThrottle.take(throttleKey, address);
      if (blocked) {
        throw new AppError('RATE_LIMITED', {
          params: { seconds: blocked.retryAfterSeconds },
          retryAfterSeconds: blocked.retryAfterSeconds,
        });
      }
      const matches = user
        ? await passwordHasher.verify(user.passwordHash, body.oldPassword)
        : (await passwordHasher.verifyAgainstDummy(body.oldPassword), false);
      if (!user || !matches) throw new AppError('ACCOUNT_OR_PASSWORD_INCORRECT', { field: 'oldPassword' });
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      await deps.signInThrottle.succeeded(throttleKey, address);
      await users.updatePassword(user.id, await passwordHasher.hash(body.password), clock.now());
      await deps.revokeAllSessions(user.id, 'password_changed');
    },

    async replaceUserName(userId: number, body: ReplaceUserNameBody): Promise<{ username: string }> {
      if (await users.isUsernameTaken(body.username, userId)) {
        throw new AppError('USERNAME_TAKEN', { params: { username: body.username } });
      }
      try {
        await users.updateUsername(userId, body.username, clock.now());
      } catch (error) {
        if (error instanceof UsernameTakenError)
          throw new AppError('USERNAME_TAKEN', { params: { username: body.username } });
        throw error;
      }
      return { username: body.username };
    },

    /** Moves the account to a new phone, proven by a code sent to it and by the current password. */
    async replacePhone(userId: number, body: ReplacePhoneBody, address: string): Promise<{ phone: string }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.phone === body.phone) throw new AppError('PHONE_UNCHANGED');

      // Counted before the check, so parallel guesses cannot all pass; given back on success.
      const throttleKey = accountThrottleKey(userId);
      const blocked = await deps.signInThrottle.take(throttleKey, address);
      if (blocked) {
        throw new AppError('RATE_LIMITED', {
          params: { seconds: blocked.retryAfterSeconds },
          retryAfterSeconds: blocked.retryAfterSeconds,
        });
      }
      if (!(await passwordHasher.verify(user.passwordHash, body.password)))
        throw new AppError('PASSWORD_INCORRECT');
      await deps.signInThrottle.succeeded(throttleKey, address);
      await sms.consumeCode({ phone: body.phone, code: body.code, purpose: 'change_phone' });
      try {
        await users.updatePhone(userId, body.phone, clock.now());
      } catch (error) {
        if (error instanceof PhoneTakenError) throw new AppError('PHONE_ALREADY_REGISTERED');
        throw error;
      }
      return { phone: body.phone };
    },

    /** Truthy when the password must be changed first: too old, or a temporary one from a reset. */
    async passwordAge(userId: number): Promise<PasswordAge> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (user.mustChangePassword) return 'admin_reset';
      return isPasswordExpired(user.passwordChangedAt, clock.now());
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
