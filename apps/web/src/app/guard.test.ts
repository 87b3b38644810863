import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createGuardLoader, decideNavigation, stripBasePath } from './guard';

describe('the navigation guard', () => {
  it.each([
    ['/', false, false, { kind: 'continue' }],
    ['/login', false, false, { kind: 'continue' }],
    ['/morebid/auction', false, false, { kind: 'continue' }],
    ['/signup/components/agreement', false, false, { kind: 'continue' }],
    ['/no/such/page', false, false, { kind: 'continue' }],
    ['/personalcenter', false, false, { kind: 'redirect', to: '/' }],
    ['/personalcenter/mybid', false, false, { kind: 'redirect', to: '/' }],
    ['/morebid/auction/margin', false, false, { kind: 'redirect', to: '/' }],
    ['/certify', false, false, { kind: 'redirect', to: '/' }],
    ['/personalcenter/mybid', true, false, { kind: 'load-user-info' }],
    ['/', true, false, { kind: 'load-user-info' }],
    ['/personalcenter/mybid', true, true, { kind: 'continue' }],
  ])('at %s with token %s and menu %s: %j', (pathname, hasToken, hasMenu, decision) => {
    expect(decideNavigation({ pathname, hasToken, hasMenu })).toEqual(decision);
  });

  const request = (path: string): LoaderFunctionArgs => {
    const url = new URL(`http://localhost${path}`);
    return { request: new Request(url), url, pattern: path, params: {}, context: {} };
  };

  it('sends a visitor without a token to the root', async () => {
    const loadUserInfo = vi.fn();
    const loader = createGuardLoader({ session: () => ({ hasToken: false, hasMenu: false }), loadUserInfo });
    const answer = (await loader(request('/personalcenter'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it('fetches the user info first when there is a token but no menu, and goes on even if that fails', async () => {
    const loadUserInfo = vi.fn().mockRejectedValue(new Error('network down'));
    const loader = createGuardLoader({ session: () => ({ hasToken: true, hasMenu: false }), loadUserInfo });
    await expect(loader(request('/personalcenter/mybid'))).resolves.toBeNull();
    expect(loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('goes on at once with a token and a loaded menu', async () => {
    const loadUserInfo = vi.fn();
    const loader = createGuardLoader({ session: () => ({ hasToken: true, hasMenu: true }), loadUserInfo });
    await expect(loader(request('/personalcenter/mybid'))).resolves.toBeNull();
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it('judges paths without the configured base path', () => {
    expect(stripBasePath('/app/personalcenter', '/app/')).toBe('/personalcenter');
    expect(stripBasePath('/app', '/app/')).toBe('/');
    expect(stripBasePath('/login', '/')).toBe('/login');
  });
});
