import type { TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { OAuthError } from '../../../lib/oauth-error';
import type { AuthServiceDeps } from '../auth-deps';
import { BAD_CREDENTIALS_MESSAGE, disabled } from '../sign-in-refusals';
import { accountKey, signInAttempts } from './sign-in-attempts';
import { tokenIssuing } from './token-issuing';

/** Username or phone plus password. Unknown accounts answer exactly like wrong passwords. */
export function passwordGrant(deps: AuthServiceDeps) {
  const { users, passwordHasher } = deps;
  const { takeAttempt, attemptSucceeded } = signInAttempts(deps);
  const { signInAs } = tokenIssuing(deps);
  return async (input: { username: string; password: string; ip: string }): Promise<TokenResponse> => {
    const user = await users.findByLogin(input.username.trim());
    const key = accountKey(user, input.username);
    await takeAttempt(key, input.ip);

    const passwordMatches = user
      ? await passwordHasher.verify(user.passwordHash, input.password)
      : (await passwordHasher.verifyAgainstDummy(input.password), false);
    if (!user || !passwordMatches)
      throw new OAuthError('invalid_grant', BAD_CREDENTIALS_MESSAGE, {
        description: 'Wrong username or password',
      });
    if (user.status !== 'active') throw disabled();
    await attemptSucceeded(key, input.ip);
    return signInAs(user, 'password');
  };
}
