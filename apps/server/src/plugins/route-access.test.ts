import { PERMISSION_BY_CODE, type RouteAccess } from '@lyp/shared/rbac/permissions';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { MENU_TREE, type MenuSeed } from '../db/seed/menu-tree.seed';
import { registerErrorHandler } from './error-handler';
import { routeAccessPlugin } from './route-access';
import { useTestApp } from '../../test/use-test-app';

const seededButtonCodes = (nodes: readonly MenuSeed[]): string[] =>
  nodes.flatMap((node) => [
    ...(node.buttons ?? []).map((button) => button.code),
    ...seededButtonCodes(node.children ?? []),
  ]);

describe('route access', () => {
  const { t } = useTestApp();

  it('has every registered route declare who may call it', () => {
    const undeclared = t.app.registeredRoutes
      .filter((route) => route.config?.access === undefined)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(15);
    expect(undeclared).toEqual([]);
  });

  it('has every permission a route requires defined once and grantable through a seeded button', () => {
    const buttons = new Set(seededButtonCodes(MENU_TREE));
    const required = t.app.registeredRoutes
      .map((route) => route.config?.access)
      .filter((access): access is Exclude<RouteAccess, string> => typeof access === 'object');
    expect(required.length).toBeGreaterThan(0);
    for (const permission of required) {
      expect(PERMISSION_BY_CODE.get(permission.code)).toBe(permission);
      expect(buttons.has(permission.code)).toBe(true);
    }
  });

  it('keeps the demo outbox out of the product outside demo mode', async () => {
    const production = await createTestApp({ demoMode: false });
    try {
      const response = await production.call('GET', 'demoSmsOutbox');
      expect(response.statusCode).toBe(404);
      expect(production.app.registeredRoutes.some((route) => route.url.includes('/demo/'))).toBe(false);
    } finally {
      await production.close();
    }
  });
});

const principal = (tokenId: number, mustChangePassword = false) => ({
  userId: 1,
  tenantId: 1,
  orgId: 1,
  tokenId,
  permissions: new Set(['sys_dict_add']),
  mustChangePassword,
});

describe('a sign-in with a temporary password', () => {
  it('is refused every route but those open to any session, with its own code', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(routeAccessPlugin, {
      authenticate: async () => principal(1, true),
      authenticateRemembered: async () => principal(1, true),
    });
    const answer = async () => ({ ok: true });
    app.get('/session', { config: { access: 'session' } }, answer);
    app.get('/signed-in', { config: { access: 'authenticated' } }, answer);
    app.get('/dict', { config: { access: { code: 'sys_dict_add', label: '新增字典' } } }, answer);
    app.get('/public', { config: { access: 'public' } }, answer);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } });

    expect((await get('/session')).statusCode).toBe(200);
    expect((await get('/public')).statusCode).toBe(200);
    for (const url of ['/signed-in', '/dict']) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 1,
        msg: '您正在使用临时密码，请先修改密码',
        error: 'PASSWORD_CHANGE_REQUIRED',
      });
    }
    await app.close();
  });
});

describe('a route that declares nothing', () => {
  it('is refused with 403 and logged, even for a signed-in caller', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    registerErrorHandler(app);
    await app.register(routeAccessPlugin, {
      authenticate: async () => principal(1),
      authenticateRemembered: async () => principal(1),
    });
    app.get('/forgotten', async () => ({ secret: 'should never be served' }));
    app.get('/declared', { config: { access: 'authenticated' } }, async () => ({ ok: true }));

    const forgotten = await app.inject({
      method: 'GET',
      url: '/forgotten',
      headers: { authorization: 'Bearer x' },
    });
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.json()).toEqual({ code: 1, msg: '拒绝访问', error: 'FORBIDDEN' });
    expect(logged.join('')).toContain('route declares no access');
    const declared = await app.inject({
      method: 'GET',
      url: '/declared',
      headers: { authorization: 'Bearer x' },
    });
    expect(declared.statusCode).toBe(200);
    await app.close();
  });
});

describe('a route that remembers principals', () => {
  it('resolves its caller through the remembered lookup, and every other route through the database', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(routeAccessPlugin, {
      authenticate: async () => principal(1),
      authenticateRemembered: async () => principal(2),
    });
    const tokenOf = async (request: FastifyRequest) => ({ tokenId: request.principal?.tokenId });
    app.get('/bid', { config: { access: 'authenticated', remembersPrincipal: true } }, tokenOf);
    app.get('/profile', { config: { access: 'authenticated' } }, tokenOf);

    const headers = { authorization: 'Bearer x' };
    expect((await app.inject({ url: '/bid', headers })).json()).toEqual({ tokenId: 2 });
    expect((await app.inject({ url: '/profile', headers })).json()).toEqual({ tokenId: 1 });
  });
});
