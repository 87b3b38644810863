import type { UserRecord } from '../../users';
import type { AuthServiceDeps } from '../auth-deps';
import { accountThrottleKey, loginThrottleKey } from '../sign-in-throttle';
import { throttled } from '../sign-in-refusals';

/** The throttling key of an account: its id when it exists, else the name that was tried. */
export const accountKey = (user: UserRecord | undefined, login: string) =>
  user ? accountThrottleKey(user.id) : loginThrottleKey(login);

/** Sign-in attempts counted against the throttle. */
export function signInAttempts(deps: AuthServiceDeps) {
  const { signInThrottle } = deps;

  /** Counted before the check; a successful attempt is given back afterwards. */
  async function takeAttempt(key: string, ip: string): Promise<void> {
    const blocked = await signInThrottle.take(key, ip);
    if (blocked) throw throttled(blocked);
  }

  const attemptSucceeded = (key: string, ip: string) => signInThrottle.succeeded(key, ip);

  return { takeAttempt, attemptSucceeded };
}
