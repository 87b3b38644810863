// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store';
import { keepSignedInCookie } from './signed-in-cookie';

const hint = () => document.cookie.split('; ').includes('lyp_signed_in=1');

describe('the signed-in hint cookie', () => {
  afterEach(() => useSessionStore.getState().clear());

  it('is set while a token is held and removed at sign-out', () => {
    useSessionStore.setState({ token: 'access-token' });
    keepSignedInCookie();
    expect(hint()).toBe(true);

    useSessionStore.getState().clear();
    expect(hint()).toBe(false);

    useSessionStore.setState({ token: 'another-token' });
    expect(hint()).toBe(true);
  });

  it('is removed at start when no token is held any more', () => {
    document.cookie = 'lyp_signed_in=1; path=/';
    keepSignedInCookie();
    expect(hint()).toBe(false);
  });
});
