import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';

describe('health and API basics', () => {
  const { t } = useTestApp();

  it('reports the database as up together with the server time', async () => {
    const response = await t.call('GET', 'health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      data: { status: 'ok', database: 'up', serverTime: t.clock.now().toISOString() },
    });
  });

  it('answers an unknown API path with a Chinese 404 in the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lyp/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 1,
      msg: '请求的接口不存在：GET /lyp/api/no/such/thing',
      error: 'ROUTE_NOT_FOUND',
    });
  });

  it('gives every answer a request id, keeping a well-formed one from the caller', async () => {
    const generated = await t.call('GET', 'health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.call('GET', 'health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.call('GET', 'health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
    // Refusals and unknown paths too: the id is set before anything can fail.
    const refused = await t.call('POST', 'permissionList', { body: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await t.app.inject({ method: 'GET', url: '/lyp/api/no-such-thing' });
    expect(unknown.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the shared schemas', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/lyp/api/docs' });
    expect(page.statusCode).toBe(200);
    const document = await t.app.inject({ method: 'GET', url: '/lyp/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/lyp/api/oauth/token', '/lyp/api/admin/sysPermission/getPermissionList']),
    );
  });

  it('sends security headers with every answer', async () => {
    const response = await t.call('GET', 'health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
