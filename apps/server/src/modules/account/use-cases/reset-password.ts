import type { ResetPasswordBody } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../../lib/app-error';
import { accountThrottleKey } from '../../auth';
import type { AccountServiceDeps } from '../account-deps';
import { refuseCommonPassword } from '../password-rules';

/** Sets a new password with a reset code and signs the user out everywhere. */
export function resetPassword(deps: AccountServiceDeps) {
  const { users, sms, passwordHasher, clock } = deps;
  return async (body: ResetPasswordBody, address: string): Promise<void> => {
    refuseCommonPassword(body.password);
    await sms.consumeCode({ phone: body.phone, code: body.code, purpose: 'reset_password' });
    const user = await users.findByPhone(body.phone);
    // Codes for unregistered phones are never delivered, so this only happens on a race.
    if (!user) throw new AppError('SMS_CODE_EXPIRED');
    await users.updatePassword(user.id, await passwordHasher.hash(body.password), clock.now());
    await deps.revokeAllSessions(user.id, 'password_reset');
    await deps.signInThrottle.clear(accountThrottleKey(user.id), address);
  };
}
