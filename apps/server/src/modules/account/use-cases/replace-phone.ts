import type { ReplacePhoneBody } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../../lib/app-error';
import { accountThrottleKey } from '../../auth';
import { PhoneTakenError } from '../../users';
import type { AccountServiceDeps } from '../account-deps';

/** Moves the account to a new phone, proven by a code sent to it and by the current password. */
export function replacePhone(deps: AccountServiceDeps) {
  const { users, sms, passwordHasher, clock } = deps;
  return async (userId: number, body: ReplacePhoneBody, address: string): Promise<{ phone: string }> => {
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
  };
}
