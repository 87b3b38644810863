import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Helmet's protections on every answer, worked out once and sent each time. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectProtected = (headers: Record<string, unknown>) => {
  const policy = String(headers['content-security-policy']);
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-src 'self' blob:");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('upgrade-insecure-requests');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Cross-origin isolation would break the framed PDF previews.
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
};

describe('security headers', () => {
  it('come with an answer of the API', async () => {
    expectProtected((await t.call('GET', 'health')).headers);
  });

  it('come with a refusal and with an unknown path too', async () => {
    expectProtected((await t.call('POST', 'permissionList', { body: {} })).headers);
    expectProtected((await t.app.inject({ method: 'GET', url: '/lyp/api/no-such-thing' })).headers);
  });
});
