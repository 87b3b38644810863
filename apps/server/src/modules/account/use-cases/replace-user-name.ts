import type { ReplaceUserNameBody } from '@lyp/shared/account/account.schemas';
import { AppError } from '../../../lib/app-error';
import { UsernameTakenError } from '../../users';
import type { AccountServiceDeps } from '../account-deps';

export function replaceUserName(deps: AccountServiceDeps) {
  const { users, clock } = deps;
  return async (userId: number, body: ReplaceUserNameBody): Promise<{ username: string }> => {
    if (await users.isUsernameTaken(body.username, userId)) {
      throw new AppError('USERNAME_TAKEN', { params: { username: body.username } });
    }
    try {
      await users.updateUsername(userId, body.username, clock.now());
    } catch (error) {
      if (error instanceof UsernameTakenError)
        throw new AppError('USERNAME_TAKEN', { params: { username: body.username } });
      throw error;
    }
    return { username: body.username };
  };
}
