import { SIGNED_IN_COOKIE } from '@lyp/shared/auth/signed-in-cookie';
import { BASE_PATH } from '../config/env';
import { useSessionStore } from './session-store';

/**
 * Keeps the signed-in hint cookie (see @lyp/shared/auth/signed-in-cookie) in step with the
 * session: set while a token is held, removed at sign-out, also in other tabs' stores.
 */
export function keepSignedInCookie(): void {
  const write = (signedIn: boolean) => {
    const lifetime = signedIn ? '' : '; max-age=0';
    document.cookie = `${SIGNED_IN_COOKIE}=1; path=${BASE_PATH}; SameSite=Lax${lifetime}`;
  };
  let signedIn = useSessionStore.getState().token !== null;
  write(signedIn);
  useSessionStore.subscribe((state) => {
    if ((state.token !== null) === signedIn) return;
    signedIn = state.token !== null;
    write(signedIn);
  });
}
