// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as navigation from '../lib/navigation';
import { hardNavigate } from '../lib/navigation';
import { clearLoginInfo } from './clear-login-info';
import { useSessionStore } from './session-store';

vi.mock('../lib/navigation', async (original) => ({
  ...(await original<typeof navigation>()),
  hardNavigate: vi.fn(),
}));

describe('signing the browser out when the session has ended', () => {
  afterEach(() => vi.mocked(hardNavigate).mockClear());

  it('sends the user to sign in, to come back to the page they were on', () => {
    useSessionStore.setState({ token: 'expired-token' });
    window.history.pushState({}, '', '/personalcenter/myOrder/payment?id=3');
    clearLoginInfo();
    expect(useSessionStore.getState().token).toBeNull();
    expect(hardNavigate).toHaveBeenCalledWith(
      '/login?redirect=%2Fpersonalcenter%2FmyOrder%2Fpayment%3Fid%3D3',
    );
  });

  it('sends the user to plain /login from the sign-in page itself', () => {
    window.history.pushState({}, '', '/login');
    clearLoginInfo();
    expect(hardNavigate).toHaveBeenCalledWith('/login');
  });
});
