import type { AccountServiceDeps } from './account-deps';
import { changePassword } from './use-cases/change-password';
import { getPasswordAge } from './use-cases/get-password-age';
import { registerAccount } from './use-cases/register-account';
import { replacePhone } from './use-cases/replace-phone';
import { replaceUserName } from './use-cases/replace-user-name';
import { resetPassword } from './use-cases/reset-password';

export type { AccountServiceDeps } from './account-deps';
export { isPasswordExpired } from './password-rules';

export function createAccountService(deps: AccountServiceDeps) {
  return {
    register: registerAccount(deps),
    resetPassword: resetPassword(deps),
    changePassword: changePassword(deps),
    replaceUserName: replaceUserName(deps),
    replacePhone: replacePhone(deps),
    passwordAge: getPasswordAge(deps),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
