import type { PasswordAge } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../../lib/app-error';
import type { AccountServiceDeps } from '../account-deps';
import { isPasswordExpired } from '../password-rules';

/** Truthy when the password must be changed first: too old, or a temporary one from a reset. */
export function getPasswordAge(deps: AccountServiceDeps) {
  const { users, clock } = deps;
  return async (userId: number): Promise<PasswordAge> => {
    const user = await users.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (user.mustChangePassword) return 'admin_reset';
    return isPasswordExpired(user.passwordChangedAt, clock.now());
  };
}
