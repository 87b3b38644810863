import type { TestApp } from './test-app';

/** What a fixture's account chooses when it replaces a temporary password. */
export const REPLACED_PASSWORD = 'Replaced@2026';

/**
 * A temporary password (a new sub-account, an administrator's reset) signs in to nothing but
 * replacing it: replaces it as its user would, then signs in with the new one.
 */
export async function signInReplacingTemporary(
  t: TestApp,
  account: string,
  temporaryPassword: string,
): Promise<string> {
  const changed = await t.call('POST', 'changePassword', {
    body: {
      account,
      oldPassword: temporaryPassword,
      password: REPLACED_PASSWORD,
      confirmPassword: REPLACED_PASSWORD,
    },
  });
  if (changed.statusCode !== 200) throw new Error(`changePassword failed: ${changed.body}`);
  return t.signIn(account, REPLACED_PASSWORD);
}
