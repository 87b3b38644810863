import { USER_STATUS_LABELS, type UserAdminRow } from '@lyp/shared/system/user-admin.schemas';
import type { UserAdminRecord } from './user-admin.queries';

/** The record as the API answers it. */
export function toUserAdminRow(record: UserAdminRecord): UserAdminRow {
  return {
    ...record,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What the administrator-visible name of a user is: the real name, else the username or phone. */
export const displayName = (user: Pick<UserAdminRecord, 'actualName' | 'username' | 'phone'>) =>
  user.actualName ?? user.username ?? user.phone;

/**
 * A user as the operation log keeps them: what an administrator can change, in words they
 * read (organisation and role names, not ids). Never a password or its hash.
 */
export function userSnapshot(user: UserAdminRecord): Record<string, unknown> {
  return {
    username: user.username,
    actualName: user.actualName,
    phone: user.phone,
    organisations: user.organisations.map((org) => org.name),
    defaultOrganisation: user.organisations.find((org) => org.isDefault)?.name ?? null,
    roles: user.roles.map((role) => role.name),
    status: USER_STATUS_LABELS[user.status],
  };
}

/** Only the fields an edit changed, before and after, so the log says what happened. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changedKeys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
    after: Object.fromEntries(changedKeys.map((key) => [key, after[key]])),
  };
}
