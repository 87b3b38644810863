import { ROUTES } from '../../../config/paths';

/** Why the password must be changed: too old (spec §5), or reset by an administrator. */
export type PasswordChangeReason = 'expired' | 'admin_reset';

/**
 * Where 修改密码 opens with the account filled in: /forgetPassword (spec §2) on its
 * change-with-current-password form.
 */
export function changePasswordPath(account: string, reason: PasswordChangeReason): string {
  const query = new URLSearchParams({ mode: 'change', reason, ...(account ? { account } : {}) });
  return `${ROUTES.forgetPassword.path}?${query.toString()}`;
}
