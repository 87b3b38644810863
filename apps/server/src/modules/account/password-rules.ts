import { PASSWORD_MAX_AGE_DAYS } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../lib/app-error';
import { DAY_MS } from '../../lib/clock';
import { isCommonPassword } from './common-passwords';

export function isPasswordExpired(passwordChangedAt: Date, now: Date): boolean {
  return now.getTime() - passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Every place a password is set goes through this. Checked before the SMS code is spent, so
 * the user can choose another password with the same code; it says nothing about accounts.
 */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}
