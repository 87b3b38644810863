export {
  createUsersRepository,
  PhoneTakenError,
  type Membership,
  type OrganisationRecord,
  type UserRecord,
  type UsersRepository,
} from './users.repository';
