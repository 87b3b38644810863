import type { AuthServiceDeps } from './auth-deps';
import { passwordGrant } from './use-cases/password-grant';
import { refreshGrant } from './use-cases/refresh-grant';
import { sessions } from './use-cases/sessions';
import { smsCodeGrant } from './use-cases/sms-code-grant';

export type { AuthServiceDeps } from './auth-deps';
export { BAD_CREDENTIALS_MESSAGE } from './sign-in-refusals';

export function createAuthService(deps: AuthServiceDeps) {
  return {
    passwordGrant: passwordGrant(deps),
    smsCodeGrant: smsCodeGrant(deps),
    refreshGrant: refreshGrant(deps),
    ...sessions(deps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
