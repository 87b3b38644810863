import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from './compression';
import { useTestApp } from '../../test/use-test-app';

/** Large JSON answers travel compressed; small ones, and files of their own format, do not. */

const { t, tokens } = useTestApp({ signIn: ['admin'] });

// The administrator's menus and buttons: every menu of the product, well over the threshold.
const permissions = (acceptEncoding?: string) =>
  t.call('POST', 'permissionList', {
    token: tokens.admin,
    body: {},
    ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
  });

describe('compressing answers', () => {
  it('sends a large JSON answer as brotli that decodes to the very same answer', async () => {
    const plain = await permissions();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);

    const compressed = await permissions('gzip, deflate, br, zstd');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['vary']).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli', async () => {
    const compressed = await permissions('gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString()) as unknown).toEqual(
      (await permissions()).json(),
    );
  });

  it('leaves a small answer as it is', async () => {
    const health = await t.call('GET', 'health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(JSON_COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ code: 0 });
  });
});
