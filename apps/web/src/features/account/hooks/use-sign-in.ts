import type { PasswordAge } from '@lyp/shared/account/account.schemas';
import type { TokenRequest } from '@lyp/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { notifyProblem } from '../../../lib/feedback';
import { clearLoginInfo } from '../../../stores/clear-login-info';
import { useSessionStore } from '../../../stores/session-store';
import { loadSessionDicts } from '../api/dictionaries';
import { checkPasswordAge } from '../api/password-age';
import { loadProfile } from '../api/profile';
import { requestToken } from '../api/sign-in';
import { revokeToken } from '../api/sign-out';
import { showPasswordExpiredDialog } from '../components/password-expired-dialog';

/** password-reset: an administrator reset it, and the temporary password must be replaced. */
export type SignInOutcome = 'signed-in' | 'password-expired' | 'password-reset';

/**
 * Spec §4: token → stored under TOKEN → password age → (expired: discard the sign-in and
 * say so) → profile → the menu dictionaries → the personal centre (or where the user was going).
 */
export async function signIn(grant: TokenRequest): Promise<SignInOutcome> {
  useSessionStore.getState().signIn(await requestToken(grant));
  let age: PasswordAge;
  try {
    age = await checkPasswordAge();
  } catch (error) {
    // Unchecked is not signed in: the 90-day rule must not be skipped by a failed check.
    await discardSignIn();
    throw error;
  }
  if (age) {
    await discardSignIn();
    return age === 'admin_reset' ? 'password-reset' : 'password-expired';
  }
  await loadProfile();
  await loadSessionDicts().catch(() => undefined);
  return 'signed-in';
}

/** Revokes the new token on the server too (best effort), then forgets it here. */
async function discardSignIn(): Promise<void> {
  await revokeToken().catch(() => undefined);
  clearLoginInfo({ reload: false });
}

/** The account a sign-in named, to fill in the change-password form. */
function accountOf(grant: TokenRequest): string {
  if (grant.grant_type === 'password') return grant.username.trim();
  if (grant.grant_type === 'sms_code') return grant.phone;
  return '';
}

/** Only a path inside the app is a place to return to after signing in. */
export function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//')
    ? target
    : ROUTES.personalCenter.path;
}

export function useSignIn(redirectTo: unknown) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (outcome, grant) => {
      if (outcome === 'signed-in') void navigate(safeRedirect(redirectTo), { replace: true });
      else
        showPasswordExpiredDialog(
          (path) => void navigate(path),
          outcome === 'password-reset' ? 'admin_reset' : 'expired',
          accountOf(grant),
        );
    },
    onError: (error) => notifyProblem(error.message),
  });
}
