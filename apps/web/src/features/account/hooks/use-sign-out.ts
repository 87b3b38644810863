import { useMutation } from '@tanstack/react-query';
import { notifyProblem } from '../../../lib/feedback';
import { clearLoginInfo } from '../../../stores/clear-login-info';
import { revokeToken } from '../api/sign-out';

/** Revokes the token, then signs the browser out and lands on /login, whatever the server said. */
export function useSignOut() {
  return useMutation({
    mutationFn: revokeToken,
    onError: (error) => notifyProblem(error.message),
    onSettled: () => clearLoginInfo(),
  });
}
