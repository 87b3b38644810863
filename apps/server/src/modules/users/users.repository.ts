import type { Db } from '../../db/client';
import { createUserAccountWrites } from './user-account-writes';
import { createUserAccountQueries } from './user-accounts.queries';
import { createUserMembershipQueries } from './user-memberships.queries';
import { createUserSignUp } from './user-sign-up';

export { PhoneTakenError, UsernameTakenError } from './user-account-writes';
export type { UserRecord } from './user-accounts.queries';
export type { Membership, OrganisationRecord } from './user-memberships.queries';

export function createUsersRepository(db: Db) {
  return {
    ...createUserAccountQueries(db),
    ...createUserSignUp(db),
    ...createUserAccountWrites(db),
    ...createUserMembershipQueries(db),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
