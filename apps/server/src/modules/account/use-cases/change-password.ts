import type { ChangePasswordBody } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../../lib/app-error';
import { accountThrottleKey, loginThrottleKey } from '../../auth';
import type { AccountServiceDeps } from '../account-deps';
import { refuseCommonPassword } from '../password-rules';

/**
 * 修改密码 with the current one, before any session may be used: a temporary password (an
 * administrator's reset, a new sub-account) or an expired one is replaced here. Throttled
 * like a sign-in; an unknown account answers like a wrong password. Every session ends.
 */
export function changePassword(deps: AccountServiceDeps) {
  const { users, passwordHasher, clock } = deps;
  return async (body: ChangePasswordBody, address: string): Promise<void> => {
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
  };
}
