import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { accessOf, createGuardLoader, decideNavigation } from './guard';
import { createRoutes } from './routes/routes';

const routes = createRoutes(() => null);

describe('who may open a location', () => {
  it.each([
    ['/', 'public'],
    ['/about', 'public'],
    ['/login', 'public'],
    ['/morebid/auction', 'public'],
    ['/signup/components/agreement', 'public'],
    ['/no/such/page', 'public'],
    ['/personalcenter', 'token'],
    ['/personalcenter/mybid', 'token'],
    ['/personalcenter/myOrder/payment', 'token'],
    ['/personalcenter/404', 'token'],
    ['/morebid/auction/margin', 'token'],
    ['/certify', 'token'],
    // The router matches without regard to case and after decoding: so does the guard.
    ['/PersonalCenter/home', 'token'],
    ['/personalcenter/%68ome', 'token'],
    ['/Certify', 'token'],
  ])('%s is %s', (pathname, access) => {
    expect(accessOf(routes, pathname)).toBe(access);
  });

  it('reads locations under the configured base path', () => {
    expect(accessOf(routes, '/app/personalcenter', '/app/')).toBe('token');
    expect(accessOf(routes, '/app/login', '/app/')).toBe('public');
  });
});

describe('the navigation guard', () => {
  it.each([
    ['public', false, false, { kind: 'continue' }],
    ['token', false, false, { kind: 'redirect', to: '/login?redirect=%2Fpersonalcenter%2Fmybid%3Fpage%3D2' }],
    ['token', true, false, { kind: 'load-user-info' }],
    ['public', true, false, { kind: 'load-user-info' }],
    ['token', true, true, { kind: 'continue' }],
  ] as const)('for a %s page with token %s and menu %s: %j', (access, hasToken, hasMenu, decision) => {
    expect(decideNavigation({ access, hasToken, hasMenu, target: '/personalcenter/mybid?page=2' })).toEqual(
      decision,
    );
  });

  const request = (path: string): LoaderFunctionArgs => {
    const url = new URL(`http://localhost${path}`);
    return { request: new Request(url), url, pattern: path, params: {}, context: {} };
  };
  const access = (pathname: string) => accessOf(routes, pathname);

  it('sends a visitor without a token to sign in, and back to the page afterwards', async () => {
    const loadUserInfo = vi.fn();
    const loader = createGuardLoader({
      access,
      session: () => ({ hasToken: false, hasMenu: false }),
      loadUserInfo,
    });
    const answer = (await loader(request('/PersonalCenter/home?tab=1'))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/login?redirect=%2FPersonalCenter%2Fhome%3Ftab%3D1');
    expect(loadUserInfo).not.toHaveBeenCalled();
  });

  it('leaves the base path out of where to come back to', async () => {
    const loader = createGuardLoader({
      access: (pathname) => accessOf(routes, pathname, '/app/'),
      basename: '/app/',
      session: () => ({ hasToken: false, hasMenu: false }),
      loadUserInfo: vi.fn(),
    });
    const answer = (await loader(request('/app/personalcenter/mybid'))) as Response;
    expect(answer.headers.get('location')).toBe('/login?redirect=%2Fpersonalcenter%2Fmybid');
  });

  it('fetches the user info first when there is a token but no menu, and goes on even if that fails', async () => {
    const loadUserInfo = vi.fn().mockRejectedValue(new Error('network down'));
    const loader = createGuardLoader({
      access,
      session: () => ({ hasToken: true, hasMenu: false }),
      loadUserInfo,
    });
    await expect(loader(request('/personalcenter/mybid'))).resolves.toBeNull();
    expect(loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('goes on at once with a token and a loaded menu', async () => {
    const loadUserInfo = vi.fn();
    const loader = createGuardLoader({
      access,
      session: () => ({ hasToken: true, hasMenu: true }),
      loadUserInfo,
    });
    await expect(loader(request('/personalcenter/mybid'))).resolves.toBeNull();
    expect(loadUserInfo).not.toHaveBeenCalled();
  });
});
