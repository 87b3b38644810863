import type { TokenRequest } from '@lyp/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { notifyProblem } from '../../../lib/feedback';
import { clearLoginInfo } from '../../../stores/clear-login-info';
import { useSessionStore } from '../../../stores/session-store';
import { loadSessionDicts } from '../api/dictionaries';
import { isPasswordExpired } from '../api/password-age';
import { loadProfile } from '../api/profile';
import { requestToken } from '../api/sign-in';
import { showPasswordExpiredDialog } from '../components/password-expired-dialog';

export type SignInOutcome = 'signed-in' | 'password-expired';

/**
 * Spec §4: token → stored under TOKEN → password age → (expired: discard the sign-in and
 * say so) → profile → the menu dictionaries → the personal centre (or where the user was going).
 */
export async function signIn(grant: TokenRequest): Promise<SignInOutcome> {
  useSessionStore.getState().signIn(await requestToken(grant));
  if (await isPasswordExpired()) {
    clearLoginInfo({ reload: false });
    return 'password-expired';
  }
  await loadProfile();
  await loadSessionDicts().catch(() => undefined);
  return 'signed-in';
}

export function useSignIn(redirectTo: string = ROUTES.personalCenter.path) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (outcome) => {
      if (outcome === 'password-expired') showPasswordExpiredDialog((path) => void navigate(path));
      else void navigate(redirectTo, { replace: true });
    },
    onError: (error) => notifyProblem(error.message),
  });
}
