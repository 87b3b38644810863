export {
  createUsersRepository,
  PhoneTakenError,
  UsernameTakenError,
  type Membership,
  type OrganisationRecord,
  type UserRecord,
  type UsersRepository,
} from './users.repository';
