import type { TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { isAppError } from '../../../lib/app-error';
import type { AuthServiceDeps } from '../auth-deps';
import { loginThrottleKey } from '../sign-in-throttle';
import { codeRefused, disabled } from '../sign-in-refusals';
import { signInAttempts } from './sign-in-attempts';
import { tokenIssuing } from './token-issuing';

/** Mobile sign-in with a code sent for type 2 (登录). */
export function smsCodeGrant(deps: AuthServiceDeps) {
  const { users } = deps;
  const { takeAttempt, attemptSucceeded } = signInAttempts(deps);
  const { signInAs } = tokenIssuing(deps);
  return async (input: { phone: string; code: string; ip: string }): Promise<TokenResponse> => {
    const key = loginThrottleKey(input.phone);
    await takeAttempt(key, input.ip);
    try {
      await deps.sms.consumeCode({ phone: input.phone, code: input.code, purpose: 'login' });
    } catch (error) {
      if (isAppError(error)) throw codeRefused(error.message);
      throw error;
    }
    const user = await users.findByPhone(input.phone);
    // Login codes are only delivered to registered phones; this is a deleted account.
    if (!user) throw codeRefused('验证码已失效，请重新获取');
    if (user.status !== 'active') throw disabled();
    await attemptSucceeded(key, input.ip);
    return signInAs(user, 'sms_code');
  };
}
