import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';
import { useTestApp } from '../../test/use-test-app';

/**
 * Helmet's protections on every page and file, and the few a JSON answer needs on every JSON
 * answer: worked out once and sent each time.
 */

const { t } = useTestApp();

const expectDocumentProtected = (headers: Record<string, unknown>) => {
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

const expectJsonProtected = (headers: Record<string, unknown>) => {
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // What only a page uses stays off the API's answers.
  expect(headers['referrer-policy']).toBeUndefined();
  expect(headers['x-dns-prefetch-control']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
};

describe('security headers', () => {
  it('that a JSON answer needs come with every answer of the API', async () => {
    expectJsonProtected((await t.call('GET', 'health')).headers);
  });

  it('come with a refusal and with an unknown path too', async () => {
    expectJsonProtected((await t.call('POST', 'permissionList', { body: {} })).headers);
    expectJsonProtected((await t.app.inject({ method: 'GET', url: '/lyp/api/no-such-thing' })).headers);
  });

  it('come in full with a page and with a file', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>乐易拍</p>'));
    app.get('/file', (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
    expectDocumentProtected((await app.inject({ method: 'GET', url: '/page' })).headers);
    expectDocumentProtected((await app.inject({ method: 'GET', url: '/file' })).headers);
    await app.close();
  });
});
