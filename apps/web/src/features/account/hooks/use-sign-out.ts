import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { notifyProblem } from '../../../lib/feedback';
import { clearLoginInfo } from '../../../stores/clear-login-info';
import { revokeToken } from '../api/sign-out';

/**
 * Revokes the token, then signs the browser out and goes to /login, whatever the server
 * said. Without a page reload, so a failed revocation's 提示 notice stays readable.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: revokeToken,
    onError: (error) => notifyProblem(error.message),
    onSettled: () => {
      clearLoginInfo({ reload: false });
      void navigate(ROUTES.login.path, { replace: true });
    },
  });
}
