/**
 * A hint, not a credential: the browser sets it while it holds a sign-in (the token itself
 * stays in local storage), so the server does not draw a visitor's page for a signed-in user
 * (the header, the bid panel differ, and the visitor's version would flash first).
 */
export const SIGNED_IN_COOKIE = 'lyp_signed_in';

/** Whether a request's Cookie header carries the hint. */
export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
